import type { Attribution } from "../../../core/attribution.ts";
import type { ContactCreate } from "../../../core/contract/contact.ts";
import type { Lang } from "../../../core/i18n.ts";
import { SECRET_SEGMENT, withoutSecrets } from "../../../core/secret-links.ts";
import type { Db } from "../../db/client.ts";
import { leads } from "../../db/schema/index.ts";
import type { AuditService } from "../audit/service.ts";
import type { MailService } from "../mail/service.ts";
import { createLeadsInbox } from "./inbox.ts";
import { newLeadLetter } from "./letters.ts";

/** Where a lead came from: the visit's attribution and team, the page, the language. */
export type LeadContext = {
  attribution: Attribution | null;
  team: string | null;
  page: string | null;
  lang: Lang;
};

/**
 * The attribution the inbox filters by (decision 083): each of the first touch's values, else
 * the last touch's.
 */
export function attributionColumns(attribution: Attribution | null) {
  const { first, last } = attribution ?? {};
  return {
    invitationId: first?.invitationId ?? last?.invitationId ?? null,
    leadSourceChannelId: first?.leadSourceChannelId ?? last?.leadSourceChannelId ?? null,
    terminalId: first?.terminalId ?? last?.terminalId ?? null,
  };
}

export type LeadsOptions = {
  db: Db;
  mail: MailService;
  audit: AuditService;
  site: { name: string; publicUrl: string };
  /** The team's address told of each new lead (`LEADS_NOTIFY_EMAIL`), if any. */
  notifyEmail: string | undefined;
  /** Where a mail that could not be sent is reported (the lead is kept all the same). */
  warn?: (message: string) => void;
};

const pageWithoutSecrets = (page: string | null | undefined) =>
  page ? withoutSecrets(page, SECRET_SEGMENT) : null;

/**
 * Leads for the sales team (spec §7 POST /Contact): every form a visitor sends, and the sales
 * team's inbox of them (issue 14, inbox.ts).
 */
export function createLeadsService(options: LeadsOptions) {
  const { db, mail } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
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
          // A mailed or printed link's secret (core/secret-links.ts) is never the lead's page.
          page: pageWithoutSecrets(lead.page ?? context.page),
          lang: context.lang,
          attribution: context.attribution,
          ...attributionColumns(context.attribution),
        })
        .returning({ id: leads.id });
      if (!row) throw new Error("lead insert returned no row");
      if (options.notifyEmail) {
        // The visitor's lead is saved whatever happens to the team's mail.
        const letter = newLeadLetter(
          options.notifyEmail,
          {
            id: row.id,
            type: lead.type,
            firstName: lead.typename || null,
            lastName: lead.typelastname || null,
          },
          options.site,
        );
        await mail.send(letter).catch((error: unknown) => {
          warn(`The new-lead mail of lead ${row.id} was not sent: ${String(error)}`);
        });
      }
      return row;
    },

    ...createLeadsInbox(options, warn),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
