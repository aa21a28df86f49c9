import { Form, useActionData, useNavigation } from "react-router";
import type { LeadDetail } from "../../../core/contract/leads.ts";
import { LEAD_NOTE_MAX, LEAD_REASON_MAX, LEAD_STATUSES } from "../../../core/leads.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { LeadActionData, LeadError, LeadIntent } from "./actions.server.ts";
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

/** What the last post of `intent` answered: its confirmation, or why it was refused. */
function Outcome({ intent }: { intent: LeadIntent }) {
  const t = useT();
  const result = useActionData<LeadActionData>();
  if (!result || result.intent !== intent) return null;
  return result.done ? (
    <p role="status" className="admin-notice">
      {t(DONE[intent])}
    </p>
  ) : (
    <p role="alert" className="admin-error" id={`${intent}-error`}>
      {t(ERRORS[result.error])}
    </p>
  );
}

function failed(intent: LeadIntent, result: LeadActionData | undefined): boolean {
  return result !== undefined && !result.done && result.intent === intent;
}

function Submit({ intent, label }: { intent: LeadIntent; label: MessageKey }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="admin-button admin-button-primary leads-button"
      aria-disabled={busy}
    >
      {t(label)}
    </button>
  );
}

/** The status form: a new status, and the reason when it is Lost. Posts without JavaScript. */
export function StatusForm({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const result = useActionData<LeadActionData>();
  const invalid = failed("status", result);
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
      <Submit intent="status" label="leads.status.save" />
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
  const t = useT();
  return (
    <Form method="post" className="leads-form" key={`assign-${lead.updatedAt}`}>
      <SelectField
        name="assigneeId"
        label="leads.assign.label"
        value={lead.assignee?.id ?? ""}
        options={[
          { value: "", label: t("leads.nobody") },
          ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
      />
      <Submit intent="assign" label="leads.assign.save" />
      <Outcome intent="assign" />
    </Form>
  );
}

/** A new note; the list of notes is above it. */
export function NoteForm({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const result = useActionData<LeadActionData>();
  const invalid = failed("note", result);
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
      <Submit intent="note" label="leads.notes.save" />
      <Outcome intent="note" />
    </Form>
  );
}
