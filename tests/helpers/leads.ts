import type { Attribution } from "../../core/attribution.ts";
import type { LeadStatus } from "../../core/leads.ts";
import type { Db } from "../../server/db/client.ts";
import { leads } from "../../server/db/schema/index.ts";
import { attributionColumns } from "../../server/services/leads/service.ts";

let made = 0;

export type LeadOverrides = {
  type?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  team?: string;
  status?: LeadStatus;
  lostReason?: string;
  attribution?: Attribution;
  createdAt?: Date;
};

/** A lead as a visitor's form saves it (services.leads.create), with its attribution columns. */
export async function createLead(db: Db, overrides: LeadOverrides = {}) {
  made += 1;
  const [lead] = await db
    .insert(leads)
    .values({
      type: overrides.type ?? "contact",
      firstName: overrides.firstName ?? null,
      lastName: overrides.lastName ?? null,
      email: overrides.email ?? `lead${made}@example.com`,
      phone: overrides.phone ?? "3220000000",
      team: overrides.team ?? null,
      page: "/contact",
      status: overrides.status ?? "new",
      lostReason: overrides.lostReason ?? null,
      attribution: overrides.attribution ?? null,
      ...attributionColumns(overrides.attribution ?? null),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!lead) throw new Error("lead insert returned no row");
  return lead;
}
