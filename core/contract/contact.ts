import { z } from "zod";
import { LEAD_FORM_KINDS, type LeadFormKind } from "../leads.ts";
import { storedText } from "./common.ts";
import { PHONE_DESCRIPTION, PHONE_INVALID, phoneSchema } from "./phone.ts";

/**
 * What a lead is about: the invitation form, a contact message, a Holistika retreat enquiry, a
 * Welcome Centre guest's form (core/leads.ts, decision 083).
 */
export const LEAD_TYPES = LEAD_FORM_KINDS;
export type LeadType = LeadFormKind;

const name = storedText().trim().max(80);
const label = storedText().trim().max(120);

/**
 * Spec §7 `POST /Contact`: type, typename, typelastname, invitationlabel, emailtoinvitation,
 * phonelabel and phone (E.164, or a North-American number's ten digits: decision 135). `message` carries what a contact or
 * retreat form adds; `page` is where the visitor sent it from.
 */
export const contactCreateSchema = z
  .strictObject({
    type: z.enum(LEAD_TYPES),
    typename: name.optional(),
    typelastname: name.optional(),
    invitationlabel: label.optional(),
    emailtoinvitation: z.email("enter a valid e-mail address").max(254),
    phonelabel: label.optional(),
    // Decision 135: any country's number with +, a North-American one as ten digits; E.164 here.
    phone: phoneSchema
      .pipe(z.string().min(1, PHONE_INVALID))
      .meta({ description: PHONE_DESCRIPTION }),
    message: storedText().trim().max(2000).optional(),
    page: storedText().startsWith("/").max(2048).optional(),
  })
  .superRefine((lead, context) => {
    // The retreat team writes back by name (the Holistika form asks for it first).
    if (lead.type === "holistika" && !lead.typename) {
      context.addIssue({ code: "custom", path: ["typename"], message: "tell us your first name" });
    }
  });
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactReceiptSchema = z.object({ id: z.int(), received: z.literal(true) });

/** Spec §3 Team member: urlPhoto, nickname, role. */
export const teamMemberSchema = z.object({
  urlPhoto: z.string().nullable(),
  nickname: z.string(),
  role: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);
