import type { ConciergeStatus } from "../../core/concierge.ts";
import type { Db } from "../../server/db/client.ts";
import { conciergeRequests } from "../../server/db/schema/index.ts";
import { hashOf } from "../../server/services/concierge/keys.ts";

let made = 0;

export type ConciergeOverrides = {
  name?: string;
  status?: ConciergeStatus;
  date?: string;
  userId?: number | null;
  dueAt?: Date;
  updatedAt?: Date;
  createdAt?: Date;
};

/**
 * A concierge request as the form saves it, straight into the table (for screens and rules that
 * need one without the form): its key is `key-<n>-…`, whose hash is stored.
 */
export async function createConciergeRequest(db: Db, overrides: ConciergeOverrides = {}) {
  made += 1;
  const key = `key-${made}-${"x".repeat(24)}`;
  const status = overrides.status ?? "received";
  const [request] = await db
    .insert(conciergeRequests)
    .values({
      keyHash: hashOf(key),
      keySalt: `salt-${made}`,
      userId: overrides.userId ?? null,
      kind: "table",
      status,
      date: overrides.date ?? "2030-01-15",
      partySize: 2,
      name: overrides.name ?? `Visitor ${made}`,
      email: `visitor${made}@example.com`,
      contactBy: "email",
      lang: "en",
      message: "A table by the sea, please.",
      confirmation: status === "confirmed" ? "Table for 2 at 20:00" : null,
      dueAt: overrides.dueAt ?? new Date(Date.now() + 86_400_000),
      ...(overrides.updatedAt ? { updatedAt: overrides.updatedAt } : {}),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!request) throw new Error("no concierge request made");
  return { ...request, key };
}
