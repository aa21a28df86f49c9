import { type ActionFunctionArgs, data } from "react-router";
import { reviewCreateSchema } from "../../../core/contract/review.ts";
import { langFromPath } from "../../../core/i18n.ts";
import { HONEYPOT } from "../../components/Honeypot.tsx";
import { clientContext, countWrite, servicesContext } from "../../lib/context.server.ts";
import {
  type ReviewField,
  type ReviewValues,
  reviewFieldOf,
  reviewFromForm,
} from "./review-form.ts";

export type ReviewActionData =
  | { sent: true }
  | { sent: false; failing: ReviewField[]; values: ReviewValues; refused?: string };

const WINDOW_MS = 60_000;

/**
 * The review form posted without JavaScript (issue 9, decision 024): the API's schema and
 * service, the API's rate limit plus a tighter one, and the honeypot instead of proof of work.
 * The item is the page's own, whatever the form says.
 */
export async function reviewAction(
  { request, context }: ActionFunctionArgs,
  item: { sysItemTypeID: number; itemID: number },
) {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const form = await request.formData();
  const values: ReviewValues = {
    review: String(form.get("review") ?? ""),
    author: String(form.get("author") ?? ""),
  };
  const db = services.database.db;
  const shared = await countWrite(
    { db, bucket: "reviews", windowMs: WINDOW_MS, limit: client.writesPerMinute },
    client.address,
  );
  const own = await countWrite(
    {
      db,
      bucket: "reviews-nojs",
      windowMs: WINDOW_MS,
      limit: Math.max(1, Math.floor(client.writesPerMinute / 10)),
    },
    client.address,
  );
  if (!shared.allowed || !own.allowed) {
    return data<ReviewActionData>(
      { sent: false, failing: [], values, refused: "Too many requests" },
      429,
    );
  }
  if (String(form.get(HONEYPOT) ?? "") !== "") {
    return data<ReviewActionData>(
      { sent: false, failing: [], values, refused: "Verification failed" },
      400,
    );
  }
  const parsed = reviewCreateSchema.safeParse(reviewFromForm(form, item));
  const failing = new Set<ReviewField>();
  for (const issue of parsed.error?.issues ?? []) {
    const field = reviewFieldOf(issue.path);
    if (field) failing.add(field);
  }
  if (parsed.success && !parsed.data.author) failing.add("author");
  if (!parsed.success || failing.size > 0) {
    return data<ReviewActionData>({ sent: false, failing: [...failing], values }, 400);
  }
  await services.reviews.create(
    parsed.data,
    undefined,
    langFromPath(new URL(request.url).pathname),
  );
  return data<ReviewActionData>({ sent: true }, 200);
}
