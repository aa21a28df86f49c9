/** The back office's API (issue 14): paths under `/api/admin/`, each open to the staff roles it names. */
import { z } from "zod";
import { MAX_PAGE } from "../pagination.ts";
import { ADMIN_PAGE_SIZE, STAFF_ROLES } from "../staff.ts";
import { langSchema } from "./common.ts";

/** A page of a back-office list: `page` from 1, at most ADMIN_PAGE_SIZE rows. */
export const adminPageQuery = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

export const adminPageQuerySchema = z.strictObject(adminPageQuery);

/** A message the outbox kept because no SMTP server is set (newest first). */
export const outboxMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const shortText = z.string().trim().min(1).max(100);

/** The audit log's filters: who, what, which kind of record, from and to (ISO dates or instants). */
export const auditQuerySchema = z.strictObject({
  ...adminPageQuery,
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: shortText.optional(),
  entity: shortText.optional(),
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  actorId: z.int().nullable(),
  actorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A staff member as the staff list shows them. */
export const staffMemberSchema = z.object({
  id: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMemberView = z.infer<typeof staffMemberSchema>;

/** An invitation: the address, the role, the language its mail is written in. */
export const staffInviteSchema = z.strictObject({
  email: z
    .email()
    .max(254)
    .transform((value) => value.trim().toLowerCase()),
  role: staffRoleSchema,
  language: langSchema.default("en"),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffRoleChangeSchema = z.strictObject({ role: staffRoleSchema });

export const staffIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A code from the authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(6)
    .max(20)
    .regex(/^[A-Za-z0-9 -]+$/, "is not a code"),
});

/**
 * A session that passed the second factor is a new one (docs/decisions/124): its token replaces
 * the one sent, which no longer works.
 */
export const secondFactorPassedSchema = z.object({ userToken: z.string() });

/** An invitation still waiting to be accepted (newest first, at most 100). */
export const staffInvitationSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
