import { Form, useActionData, useNavigation } from "react-router";
import {
  CONCIERGE_CONFIRMATION_MAX,
  CONCIERGE_MESSAGE_MAX,
  CONCIERGE_NOTE_MAX,
  staffMovesFrom,
} from "../../../core/concierge.ts";
import type { ConciergeDeskRequest } from "../../../core/contract/concierge.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { SelectField } from "../leads-inbox/SelectField.tsx";
import type { DeskActionData, DeskError, DeskIntent } from "./actions.server.ts";

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

function Outcome({ intent }: { intent: DeskIntent }) {
  const t = useT();
  const result = useActionData<DeskActionData>();
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

function useFailed(intent: DeskIntent): boolean {
  const result = useActionData<DeskActionData>();
  return result !== undefined && !result.done && result.intent === intent;
}

function Submit({ intent, label }: { intent: DeskIntent; label: MessageKey }) {
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
  const failed = useFailed(intent);
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
      <Submit intent="status" label="desk.status.save" />
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
  const t = useT();
  return (
    <Form method="post" className="leads-form" key={`assign-${request.updatedAt}`}>
      <SelectField
        name="assigneeId"
        label="desk.assign.label"
        value={request.assignee?.id ?? ""}
        options={[
          { value: "", label: t("desk.nobody") },
          ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
      />
      <Submit intent="assign" label="desk.assign.save" />
      <Outcome intent="assign" />
    </Form>
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
        <Submit intent="reply" label="desk.reply.save" />
        <Outcome intent="reply" />
      </Form>
    </>
  );
}

export function NoteForm({ request }: { request: ConciergeDeskRequest }) {
  return (
    <Form method="post" className="leads-form" key={`note-${request.thread.length}`}>
      <TextField intent="note" label="desk.note.label" max={CONCIERGE_NOTE_MAX} />
      <Submit intent="note" label="desk.note.save" />
      <Outcome intent="note" />
    </Form>
  );
}
