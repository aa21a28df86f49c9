import { z } from "zod";
import {
  CONCIERGE_CONFIRMATION_MAX,
  CONCIERGE_KINDS,
  CONCIERGE_MAX_PAGE_SIZE,
  CONCIERGE_MESSAGE_MAX,
  CONCIERGE_NOTE_MAX,
  CONCIERGE_PAGE_SIZE,
  CONCIERGE_PARTY_MAX,
  CONCIERGE_STATUSES,
  CONTACT_CHANNELS,
} from "../concierge.ts";
import { isStorableDay } from "../dates.ts";
import { MAX_PAGE } from "../pagination.ts";
import { langSchema, storedText } from "./common.ts";
import { PHONE_DESCRIPTION, phoneSchema } from "./phone.ts";

/** The online concierge (issue 16, decision 112): `/api/concierge/…` and `/api/admin/concierge/…`. */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const day = z.iso.date().refine(isStorableDay, "not a calendar day");
const text = (max: number) => storedText().trim().min(1).max(max);

/** What a visitor asks for (the form and `POST /api/concierge/requests`). */
export const conciergeCreateSchema = z
  .strictObject({
    kind: z.enum(CONCIERGE_KINDS),
    /** Puerto Vallarta's calendar day it is for, and the time if it has one. */
    date: day,
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM")
      .optional(),
    /** The last day, for a stay, a transfer back or a tour of several days. */
    endDate: day.optional(),
    partySize: z.coerce.number().int().min(1).max(CONCIERGE_PARTY_MAX),
    budget: storedText().trim().max(80).optional(),
    /** The place, activity or event the request is about, when it came from its page. */
    itemId: id.optional(),
    name: text(120),
    email: z.email("enter a valid e-mail address").max(254),
    /** Decision 135: any country's number with +, a North-American one as ten digits. */
    phone: phoneSchema.optional().meta({ description: PHONE_DESCRIPTION }),
    contactBy: z.enum(CONTACT_CHANNELS),
    lang: langSchema,
    message: text(CONCIERGE_MESSAGE_MAX),
  })
  .superRefine((request, context) => {
    if (request.contactBy !== "email" && !request.phone) {
      context.addIssue({
        code: "custom",
        path: ["phone"],
        message: "a phone is needed to be reached by WhatsApp or phone",
      });
    }
    if (request.endDate && request.endDate < request.date) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "ends before it starts" });
    }
  });
export type ConciergeCreate = z.infer<typeof conciergeCreateSchema>;

/** What a new request answers: its id and the secret link's key (shown once, and mailed). */
export const conciergeReceiptSchema = z.object({
  id: z.int(),
  key: z.string(),
  status: z.enum(CONCIERGE_STATUSES),
});

export const conciergeParamsSchema = z.strictObject({ id });
/** The secret link's key (`?key=` on the tracking page); a member's own request needs none. */
const keySchema = z.string().min(20).max(100).optional();
export const conciergeKeyQuerySchema = z.strictObject({ key: keySchema });
export const conciergeReplySchema = z.strictObject({
  key: keySchema,
  text: text(CONCIERGE_MESSAGE_MAX),
});
export const conciergeCancelSchema = z.strictObject({ key: keySchema });

const at = z.iso.datetime({ offset: true });
const personSchema = z.object({ id: z.int(), name: z.string() });

/** One line of a request's thread: the visitor's or the desk's words, or a change of status. */
export const conciergeMessageSchema = z.object({
  id: z.int(),
  kind: z.enum(["visitor", "reply", "note", "status"]),
  text: z.string().nullable(),
  status: z.enum(CONCIERGE_STATUSES).nullable(),
  /** The staff member who wrote it (the visitor's are null). */
  author: personSchema.nullable(),
  at,
});

/** A request as its visitor sees it: no internal notes, no staff names. */
export const conciergeRequestSchema = z.object({
  id: z.int(),
  kind: z.enum(CONCIERGE_KINDS),
  status: z.enum(CONCIERGE_STATUSES),
  date: z.string(),
  time: z.string().nullable(),
  endDate: z.string().nullable(),
  partySize: z.int(),
  budget: z.string().nullable(),
  item: z.object({ id: z.int(), title: z.string() }).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  contactBy: z.enum(CONTACT_CHANNELS),
  lang: langSchema,
  message: z.string(),
  confirmation: z.string().nullable(),
  thread: z.array(conciergeMessageSchema),
  createdAt: at,
  updatedAt: at,
});
export type ConciergeRequestView = z.infer<typeof conciergeRequestSchema>;

/** The queue's filters and page, as query parameters (the screen keeps them in its URL). */
export const conciergeFilterSchema = z.strictObject({
  /** A status, or `open` (received and in progress: the default) or `all`. */
  status: z.enum([...CONCIERGE_STATUSES, "open", "all"] as const).default("open"),
  kind: z.enum(CONCIERGE_KINDS).optional(),
  assignee: z.union([z.literal("none"), id]).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONCIERGE_MAX_PAGE_SIZE)
    .default(CONCIERGE_PAGE_SIZE),
});
export type ConciergeFilter = z.infer<typeof conciergeFilterSchema>;

export const conciergeSummarySchema = z.object({
  id: z.int(),
  kind: z.enum(CONCIERGE_KINDS),
  status: z.enum(CONCIERGE_STATUSES),
  name: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  partySize: z.int(),
  lang: langSchema,
  itemTitle: z.string().nullable(),
  assignee: personSchema.nullable(),
  dueAt: at,
  createdAt: at,
});
export type ConciergeSummary = z.infer<typeof conciergeSummarySchema>;

export const conciergePageSchema = z.object({
  items: z.array(conciergeSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ConciergePage = z.infer<typeof conciergePageSchema>;

/** A request whole, for the desk: the visitor's view, the notes, who works it, when it is due. */
export const conciergeDeskRequestSchema = conciergeRequestSchema.extend({
  assignee: personSchema.nullable(),
  dueAt: at,
  member: z.boolean(),
  team: z.string().nullable(),
});
export type ConciergeDeskRequest = z.infer<typeof conciergeDeskRequestSchema>;

/**
 * A new status from the desk: `confirmed` needs its details (what the visitor shows at the
 * door), `declined` a word to the visitor; `in_progress` may carry one.
 */
export const conciergeStatusUpdateSchema = z
  .strictObject({
    status: z.enum(["in_progress", "confirmed", "declined"]),
    text: storedText().trim().max(CONCIERGE_CONFIRMATION_MAX).optional(),
  })
  .superRefine((update, context) => {
    if (update.status !== "in_progress" && !update.text) {
      context.addIssue({
        code: "custom",
        path: ["text"],
        message:
          update.status === "confirmed"
            ? "give the confirmation's details"
            : "tell the visitor why, and what else there is",
      });
    }
  });
export type ConciergeStatusUpdate = z.infer<typeof conciergeStatusUpdateSchema>;

export const conciergeAssignSchema = z.strictObject({ assigneeId: z.int().min(1).nullable() });
export const conciergeDeskReplySchema = z.strictObject({
  text: text(CONCIERGE_MESSAGE_MAX),
});
export const conciergeNoteSchema = z.strictObject({ text: text(CONCIERGE_NOTE_MAX) });
export const conciergeAgentListSchema = z.array(personSchema);
export const conciergeTemplateListSchema = z.array(
  z.object({ id: z.string(), en: z.string(), es: z.string() }),
);
