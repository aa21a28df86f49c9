import { Form } from "react-router";
import {
  CONCIERGE_CONFIRMATION_MAX,
  CONCIERGE_MESSAGE_MAX,
  CONCIERGE_NOTE_MAX,
  staffMovesFrom,
} from "../../../core/concierge.ts";
import type { ConciergeDeskRequest } from "../../../core/contract/concierge.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import {
  useWorkFailed,
  WorkAssignForm,
  type WorkMessages,
  WorkOutcome,
  WorkSubmit,
} from "../admin/WorkForms.tsx";
import { SelectField } from "../leads-inbox/SelectField.tsx";
import type { DeskError, DeskIntent } from "./actions.server.ts";

needMessages("conciergeDesk", "concierge", "leads");

const ERRORS: Record<DeskError, MessageKey> = {
  text: "desk.error.text",
  agent: "desk.error.agent",
  unchanged: "desk.error.unchanged",
  crossSite: "desk.error.crossSite",
  throttled: "desk.error.throttled",
  notFound: "desk.notFound.body",
};
const DONE: Record<DeskIntent, MessageKey> = {
  status: "desk.status.saved",
  assign: "desk.assign.saved",
  reply: "desk.reply.saved",
  note: "desk.note.saved",
};

const MESSAGES: WorkMessages<DeskIntent, DeskError> = { done: DONE, errors: ERRORS };

function Outcome({ intent }: { intent: DeskIntent }) {
  return <WorkOutcome intent={intent} messages={MESSAGES} />;
}

function TextField({
  intent,
  label,
  max,
  defaultValue = "",
}: {
  intent: DeskIntent;
  label: MessageKey;
  max: number;
  defaultValue?: string;
}) {
  const t = useT();
  const failed = useWorkFailed(intent);
  return (
    <label className="leads-field leads-wide">
      <span>{t(label)}</span>
      <textarea
        name="text"
        rows={4}
        maxLength={max}
        defaultValue={defaultValue}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${intent}-error` : undefined}
      />
    </label>
  );
}

/** The status form: the moves core/concierge.ts allows from here, and the words with it. */
export function StatusForm({ request }: { request: ConciergeDeskRequest }) {
  const t = useT();
  const moves = staffMovesFrom(request.status);
  if (moves.length === 0) return <p>{t("desk.status.final")}</p>;
  return (
    <Form method="post" className="leads-form" key={`status-${request.updatedAt}`}>
      <SelectField
        name="status"
        label="desk.status.new"
        value={moves[0] ?? ""}
        options={moves.map((status) => ({ value: status, label: t(`concierge.status.${status}`) }))}
      />
      <TextField intent="status" label="desk.status.text" max={CONCIERGE_CONFIRMATION_MAX} />
      <WorkSubmit intent="status" label="desk.status.save" />
      <Outcome intent="status" />
    </Form>
  );
}

export function AssignForm({
  request,
  agents,
}: {
  request: ConciergeDeskRequest;
  agents: { id: number; name: string }[];
}) {
  return (
    <WorkAssignForm
      intent="assign"
      assigneeId={request.assignee?.id}
      version={request.updatedAt}
      agents={agents}
      messages={MESSAGES}
      labels={{ field: "desk.assign.label", nobody: "desk.nobody", save: "desk.assign.save" }}
    />
  );
}

/**
 * The reply: a saved reply is chosen with a GET form (`?template=`), which fills the box in the
 * visitor's language without JavaScript; the concierge edits it and sends.
 */
export function ReplyForm({
  request,
  templates,
  template,
  draft,
}: {
  request: ConciergeDeskRequest;
  templates: string[];
  template: string | null;
  draft: string;
}) {
  const t = useT();
  const localize = useLocalize();
  return (
    <>
      <Form method="get" action={localize(`/admin/concierge/${request.id}`)} className="leads-form">
        <SelectField
          name="template"
          label="desk.reply.template"
          value={template ?? templates[0] ?? ""}
          options={templates.map((id) => ({
            value: id,
            label: t(`desk.template.${id}` as MessageKey),
          }))}
        />
        <button type="submit" className="admin-button leads-button">
          {t("desk.reply.use")}
        </button>
      </Form>
      <Form method="post" className="leads-form" key={`reply-${request.thread.length}-${template}`}>
        <TextField
          intent="reply"
          label="desk.reply.label"
          max={CONCIERGE_MESSAGE_MAX}
          defaultValue={draft}
        />
        <WorkSubmit intent="reply" label="desk.reply.save" />
        <Outcome intent="reply" />
      </Form>
    </>
  );
}

export function NoteForm({ request }: { request: ConciergeDeskRequest }) {
  return (
    <Form method="post" className="leads-form" key={`note-${request.thread.length}`}>
      <TextField intent="note" label="desk.note.label" max={CONCIERGE_NOTE_MAX} />
      <WorkSubmit intent="note" label="desk.note.save" />
      <Outcome intent="note" />
    </Form>
  );
}
