import { data, type LoaderFunctionArgs } from "react-router";
import { localToday } from "../../../core/dates.ts";
import { langFromPath } from "../../../core/i18n.ts";
import {
  clientContext,
  countWrite,
  requestFromOurSite,
  servicesContext,
} from "../../lib/context.server.ts";
import { pageMember } from "../accounts/actions.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: { id?: string } };

/**
 * The concierge form's data: today (the first day it takes), the place, activity or event it
 * was opened from (`?item=`, issue 16), and a signed-in member's name, address and requests.
 */
export async function conciergeFormLoader({ request, context }: Omit<Args, "params">) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const itemId = Number(url.searchParams.get("item"));
  const [item, member] = await Promise.all([
    Number.isInteger(itemId) && itemId > 0 && itemId <= 2_147_483_647
      ? services.concierge.askedItem(itemId, lang)
      : undefined,
    pageMember(context),
  ]);
  const [me, requests] = member
    ? await Promise.all([
        services.accounts.me(member.id),
        services.concierge.memberRequests(member.id),
      ])
    : [undefined, []];
  return {
    today: localToday(),
    item: item ?? null,
    member: member
      ? { name: `${member.firstName} ${member.lastName}`.trim(), email: me?.email ?? "", requests }
      : null,
  };
}

function requestId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Who opens the request: the key of its link (`?key=`), or the member's session. */
async function access({ request, context }: Args) {
  const key = new URL(request.url).searchParams.get("key")?.slice(0, 100) || undefined;
  const member = await pageMember(context);
  return { key, userId: member?.id };
}

/**
 * A request's tracking page (decision 112): opened by its link's key or by the member who asked;
 * anything else is the same 404, so a guessed id tells nothing.
 */
export async function trackingLoader(args: Args) {
  const services = args.context.get(servicesContext);
  const id = requestId(args.params.id);
  const found = id === null ? null : await services.concierge.view(id, await access(args));
  if (!found) throw data({ notFound: true }, { status: 404, headers: TRACKING_HEADERS });
  return data(
    { request: found, sent: new URL(args.request.url).searchParams.get("sent") === "1" },
    { headers: TRACKING_HEADERS },
  );
}

/** The tracking page is the visitor's alone: never stored, never indexed, never a referrer. */
export const TRACKING_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

export type TrackingIntent = "answer" | "cancel";
export type TrackingResult =
  | { done: true; intent: TrackingIntent }
  | {
      done: false;
      intent: TrackingIntent | null;
      error: "text" | "closed" | "throttled" | "crossSite" | "notFound";
    };

/** The tracking page's forms: an answer to the concierge, or the cancellation. */
export async function trackingAction(args: Args) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const form = await request.formData();
  const raw = form.get("intent");
  const intent = raw === "answer" || raw === "cancel" ? raw : null;
  const fail = (error: Extract<TrackingResult, { done: false }>["error"], status: number) =>
    data<TrackingResult>({ done: false, intent, error }, { status, headers: TRACKING_HEADERS });

  if (!requestFromOurSite(request, services.site.publicUrl)) return fail("crossSite", 403);
  const used = await countWrite(
    {
      db: services.database.db,
      bucket: "concierge",
      windowMs: 60_000,
      limit: client.writesPerMinute,
    },
    client.address,
  );
  if (!used.allowed) return fail("throttled", 429);
  const id = requestId(args.params.id);
  if (id === null || !intent) return fail("notFound", 404);
  const who = await access(args);
  let result: Awaited<ReturnType<typeof services.concierge.cancel>>;
  if (intent === "answer") {
    const text = String(form.get("text") ?? "").trim();
    if (!text || text.length > 2000 || text.includes("\u0000")) return fail("text", 400);
    result = await services.concierge.answer(id, who, text);
  } else {
    result = await services.concierge.cancel(id, who);
  }
  if ("missing" in result) return fail("notFound", 404);
  if ("closed" in result) return fail("closed", 409);
  return data<TrackingResult>({ done: true, intent }, { headers: TRACKING_HEADERS });
}
