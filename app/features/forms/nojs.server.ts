import type { ActionFunctionArgs } from "react-router";
import { HONEYPOT } from "../../components/Honeypot.tsx";
import { clientContext, countWrite, servicesContext } from "../../lib/context.server.ts";

const WINDOW_MS = 60_000;

/** What a form posted without JavaScript gets back: the thank-you, or the fields to correct. */
export type NoJsResult<Field, Values> =
  | { sent: true }
  | { sent: false; failing: Field[]; values: Values; refused?: string };

/**
 * Why a form posted without JavaScript is refused before it is checked (issue 9, decision 024),
 * or null. There is no proof of work here, so the post pays in the API's write budget (`bucket`)
 * and in a tighter one of its own (noJsOwnRefusal).
 */
export async function noJsRefusal(
  context: ActionFunctionArgs["context"],
  form: FormData,
  bucket: "contact" | "reviews" | "concierge",
): Promise<{ refused: string; status: 400 | 429 } | null> {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const db = services.database.db;
  const limit = client.writesPerMinute;
  const shared = await countWrite({ db, bucket, windowMs: WINDOW_MS, limit }, client.address);
  const own = await noJsOwnRefusal(context, form, bucket);
  if (!shared.allowed) return { refused: "Too many requests", status: 429 };
  return own;
}

/**
 * The part of noJsRefusal a form whose action already counts the API's budget takes on its own
 * (sign-up, decision 127): a budget of its own, a tenth of the API's (`{bucket}-nojs`), and a
 * filled honeypot refused.
 */
export async function noJsOwnRefusal(
  context: ActionFunctionArgs["context"],
  form: FormData,
  bucket: "contact" | "reviews" | "concierge" | "account-mail",
): Promise<{ refused: string; status: 400 | 429 } | null> {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const own = await countWrite(
    {
      db: services.database.db,
      bucket: `${bucket}-nojs`,
      windowMs: WINDOW_MS,
      limit: Math.max(1, Math.floor(client.writesPerMinute / 10)),
    },
    client.address,
  );
  if (!own.allowed) return { refused: "Too many requests", status: 429 };
  if (String(form.get(HONEYPOT) ?? "") !== "")
    return { refused: "Verification failed", status: 400 };
  return null;
}
