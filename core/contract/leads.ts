import { z } from "zod";
import {
  LEAD_KINDS,
  LEAD_NOTE_MAX,
  LEAD_REASON_MAX,
  LEAD_SORTS,
  LEAD_STATUSES,
  LEADS_MAX_PAGE_SIZE,
  LEADS_PAGE_SIZE,
} from "../leads.ts";
import { MAX_PAGE } from "../pagination.ts";
import { langSchema, storedText } from "./common.ts";

/** The back office's leads inbox (issue 14): `/api/admin/leads…`, open to sales (and admins). */

const day = z.iso.date();
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const code = z.string().trim().min(1).max(64);

/** The inbox's filters, as query parameters (the screen keeps them in its URL too). */
export const leadFilterSchema = z.strictObject({
  type: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  team: code.optional(),
  channel: id.optional(),
  terminal: id.optional(),
  /** Puerto Vallarta calendar days, both included. */
  from: day.optional(),
  to: day.optional(),
  /** An agent's user id, or `none` for leads nobody is working. */
  assignee: z.union([z.literal("none"), id]).optional(),
  /** Words of a name or an e-mail address, or the digits of a phone. */
  q: z.string().trim().max(100).optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend({
  sort: z.enum(LEAD_SORTS).default("created"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(LEADS_MAX_PAGE_SIZE).default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

const touchSchema = z.object({
  invitationId: z.string().optional(),
  leadSourceChannelId: z.number().optional(),
  terminalId: z.number().optional(),
  path: z.string(),
  at: z.string(),
});

const personSchema = z.object({ id: z.int(), name: z.string() });

/** A lead as the inbox lists it: who, what, where from, where it stands, who works it. */
export const leadSummarySchema = z.object({
  id: z.int(),
  type: z.string(),
  status: z.enum(LEAD_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  team: z.string().nullable(),
  lang: langSchema,
  invitationId: z.string().nullable(),
  leadSourceChannelId: z.int().nullable(),
  terminalId: z.int().nullable(),
  /** The page the visit landed on (its first touch), else the page the form was sent from. */
  landingPage: z.string().nullable(),
  assignee: personSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadPageSchema = z.object({
  items: z.array(leadSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

export const leadNoteSchema = z.object({
  id: z.int(),
  author: personSchema.nullable(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const leadStatusChangeSchema = z.object({
  from: z.enum(LEAD_STATUSES),
  to: z.enum(LEAD_STATUSES),
  reason: z.string().nullable(),
  by: personSchema.nullable(),
  at: z.iso.datetime({ offset: true }),
});

/** One lead whole: what the visitor sent, both touches, notes and status history. */
export const leadDetailSchema = leadSummarySchema.extend({
  message: z.string().nullable(),
  invitationLabel: z.string().nullable(),
  phoneLabel: z.string().nullable(),
  page: z.string().nullable(),
  lostReason: z.string().nullable(),
  attribution: z.object({ first: touchSchema, last: touchSchema }).nullable(),
  notes: z.array(leadNoteSchema),
  history: z.array(leadStatusChangeSchema),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadParamsSchema = z.strictObject({ id });

/** A new status; `lost` needs its reason, and only `lost` takes one. */
export const leadStatusUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES),
    reason: storedText().trim().min(1).max(LEAD_REASON_MAX).optional(),
  })
  .superRefine((update, context) => {
    if (update.status === "lost" && !update.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: "say why the lead was lost" });
    }
    if (update.status !== "lost" && update.reason) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "only a lost lead has a reason",
      });
    }
  });
export type LeadStatusUpdate = z.infer<typeof leadStatusUpdateSchema>;

/** The agent to work the lead, or null for nobody. */
export const leadAssignSchema = z.strictObject({ assigneeId: z.int().min(1).nullable() });

export const leadNoteCreateSchema = z.strictObject({
  text: storedText().trim().min(1).max(LEAD_NOTE_MAX),
});

/** The staff a lead can be assigned to: sales agents and admins. */
export const leadAgentListSchema = z.array(personSchema);

/** The CSV export: the filtered list, newest first, at most LEADS_CSV_MAX_ROWS rows. */
export const leadExportSchema = z.string();
