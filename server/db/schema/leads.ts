/** What the sales team adds to a lead (issue 14): its notes and the history of its status. */
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { leadStatusEnum, leads, users } from "./people.ts";
import { createdAt, ownedBy } from "./shared.ts";

/** An agent's note on a lead: who wrote it, when, the text. Gone with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: ownedBy("lead_id", () => leads.id),
    /** Null once the writer's account is gone; the note stays. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** Every status a lead has had after `new`: from, to, the reason a lost lead gives, who, when. */
export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: serial("id").primaryKey(),
    leadId: ownedBy("lead_id", () => leads.id),
    fromStatus: leadStatusEnum("from_status").notNull(),
    toStatus: leadStatusEnum("to_status").notNull(),
    reason: text("reason"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_status_changes_lead_idx").on(t.leadId, t.createdAt)],
);
