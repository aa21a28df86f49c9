import { Form } from "react-router";
import type { LeadDetail } from "../../../core/contract/leads.ts";
import { LEAD_NOTE_MAX, LEAD_REASON_MAX, LEAD_STATUSES } from "../../../core/leads.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import {
  useWorkFailed,
  WorkAssignForm,
  type WorkMessages,
  WorkOutcome,
  WorkSubmit,
} from "../admin/WorkForms.tsx";
import type { LeadError, LeadIntent } from "./actions.server.ts";
import { SelectField } from "./SelectField.tsx";

needMessages("leads");

const ERRORS: Record<LeadError, MessageKey> = {
  reason: "leads.error.reason",
  note: "leads.error.note",
  agent: "leads.error.agent",
  unchanged: "leads.error.unchanged",
  crossSite: "leads.error.crossSite",
  throttled: "leads.error.throttled",
  notFound: "leads.notFound.body",
};
const DONE: Record<LeadIntent, MessageKey> = {
  status: "leads.status.saved",
  assign: "leads.assign.saved",
  note: "leads.notes.saved",
};

const MESSAGES: WorkMessages<LeadIntent, LeadError> = { done: DONE, errors: ERRORS };

function Outcome({ intent }: { intent: LeadIntent }) {
  return <WorkOutcome intent={intent} messages={MESSAGES} />;
}

/** The status form: a new status, and the reason when it is Lost. Posts without JavaScript. */
export function StatusForm({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const invalid = useWorkFailed("status");
  return (
    <Form method="post" className="leads-form" key={`status-${lead.updatedAt}`}>
      <SelectField
        name="status"
        label="leads.status.new.label"
        value={lead.status}
        options={LEAD_STATUSES.map((status) => ({
          value: status,
          label: t(`leads.status.${status}`),
        }))}
      />
      <label className="leads-field">
        <span>{t("leads.status.reason")}</span>
        <input
          name="reason"
          maxLength={LEAD_REASON_MAX}
          defaultValue={lead.lostReason ?? ""}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "status-error" : undefined}
        />
      </label>
      <WorkSubmit intent="status" label="leads.status.save" />
      <Outcome intent="status" />
    </Form>
  );
}

/** The assignment form: a sales agent or admin, or nobody. */
export function AssignForm({
  lead,
  agents,
}: {
  lead: LeadDetail;
  agents: { id: number; name: string }[];
}) {
  return (
    <WorkAssignForm
      intent="assign"
      assigneeId={lead.assignee?.id}
      version={lead.updatedAt}
      agents={agents}
      messages={MESSAGES}
      labels={{ field: "leads.assign.label", nobody: "leads.nobody", save: "leads.assign.save" }}
    />
  );
}

/** A new note; the list of notes is above it. */
export function NoteForm({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const invalid = useWorkFailed("note");
  return (
    <Form method="post" className="leads-form" key={`note-${lead.notes.length}`}>
      <label className="leads-field leads-wide">
        <span>{t("leads.notes.label")}</span>
        <textarea
          name="text"
          rows={3}
          maxLength={LEAD_NOTE_MAX}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "note-error" : undefined}
        />
      </label>
      <WorkSubmit intent="note" label="leads.notes.save" />
      <Outcome intent="note" />
    </Form>
  );
}
