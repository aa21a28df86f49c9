import type { Attribution } from "../../../core/attribution.ts";
import type { ContactCreate } from "../../../core/contract/contact.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { leads } from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";

/** Where a lead came from: the visit's attribution and team, the page, the language. */
export type LeadContext = {
  attribution: Attribution | null;
  team: string | null;
  page: string | null;
  lang: Lang;
};

/** Leads for the sales team (spec §7 POST /Contact): every form a visitor sends. */
export function createLeadsService(db: Db) {
  return {
    async create(lead: ContactCreate, context: LeadContext): Promise<{ id: number }> {
      const [row] = await db
        .insert(leads)
        .values({
          type: lead.type,
          firstName: lead.typename || null,
          lastName: lead.typelastname || null,
          email: lead.emailtoinvitation,
          phone: lead.phone,
          invitationLabel: lead.invitationlabel || null,
          phoneLabel: lead.phonelabel || null,
          message: lead.message || null,
          team: context.team,
          page: lead.page ?? context.page,
          lang: context.lang,
          attribution: context.attribution,
        })
        .returning({ id: leads.id });
      if (!row) throw new Error("lead insert returned no row");
      return row;
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

/** `services.leads`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db }) => createLeadsService(db));
declare module "../registry.ts" {
  interface RegisteredServices {
    leads: LeadsService;
  }
}
