import { data, type LoaderFunctionArgs } from "react-router";
import { surveyQuestionUpdateSchema } from "../../../core/contract/survey.ts";
import {
  clientContext,
  countWrite,
  sameOriginWrite,
  servicesContext,
} from "../../lib/context.server.ts";
import { staffScreen } from "../admin/guard.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: unknown };

export type QuestionEditError = "invalid" | "crossSite" | "throttled" | "notFound";
export type QuestionEditData =
  | { done: true; key: string }
  | { done: false; key: string; error: QuestionEditError | null; conflict?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A question's form as the API's body: its words, order, flags and options (old and new). */
function updateOf(form: FormData) {
  const options: { key: string; label: { en: string; es: string } }[] = [];
  for (let at = 0; at < 50; at += 1) {
    const key = text(form, `option-${at}-key`);
    if (!key) break;
    options.push({
      key,
      label: { en: text(form, `option-${at}-en`), es: text(form, `option-${at}-es`) },
    });
  }
  const added = text(form, "new-key").trim();
  if (added)
    options.push({ key: added, label: { en: text(form, "new-en"), es: text(form, "new-es") } });
  return {
    prompt: { en: text(form, "prompt-en"), es: text(form, "prompt-es") },
    help: { en: text(form, "help-en"), es: text(form, "help-es") },
    required: form.get("required") === "on",
    retired: form.get("retired") === "on",
    position: Number(text(form, "position")),
    options,
  };
}

/**
 * An editor's question form, posted with or without JavaScript: from the back office's own page
 * (decision 072), within the API's write budget of the same bucket, by an editor or admin; then
 * the same service call and audit entry as `PUT /api/admin/survey/questions/:key`.
 */
export async function questionEditAction(args: Args) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const form = await request.formData();
  const key = text(form, "key").slice(0, 40);
  const fail = (error: QuestionEditError | null, status: number, conflict?: string) =>
    data<QuestionEditData>({ done: false, key, error, ...(conflict ? { conflict } : {}) }, status);
  const ours = [new URL(request.url).origin, new URL(services.site.publicUrl).origin];
  const origin = {
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
  };
  if (!sameOriginWrite(origin, ours)) return fail("crossSite", 403);
  const { user } = await staffScreen(args, "surveyQuestions");
  const client = context.get(clientContext);
  const limit = { db: services.database.db, bucket: "admin-survey", windowMs: 60_000 };
  const used = await countWrite({ ...limit, limit: client.writesPerMinute }, client.address);
  if (!used.allowed) return fail("throttled", 429);
  const parsed = surveyQuestionUpdateSchema.safeParse(updateOf(form));
  if (!parsed.success) return fail("invalid", 400);
  const outcome = await services.survey.updateQuestion(key, parsed.data, user);
  if (outcome.kind === "missing") return fail("notFound", 404);
  if (outcome.kind === "conflict") return fail(null, 409, outcome.reason);
  return data<QuestionEditData>({ done: true, key });
}
