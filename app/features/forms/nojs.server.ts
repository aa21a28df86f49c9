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
 * and in a tighter one of its own (a tenth of it, `{bucket}-nojs`), and a filled honeypot is
 * refused.
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
  const own = await countWrite(
    {
      db,
      bucket: `${bucket}-nojs`,
      windowMs: WINDOW_MS,
      limit: Math.max(1, Math.floor(limit / 10)),
    },
    client.address,
  );
  if (!shared.allowed || !own.allowed) return { refused: "Too many requests", status: 429 };
  if (String(form.get(HONEYPOT) ?? "") !== "")
    return { refused: "Verification failed", status: 400 };
  return null;
}
