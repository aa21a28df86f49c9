import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useNavigation,
  useRouteError,
} from "react-router";
import type { MessageKey } from "../../i18n/en.ts";
import { useLocalize, useT } from "../../i18n/index.ts";
import { SelectField } from "../leads-inbox/SelectField.tsx";

// The pieces every form of a work screen (a lead's, a concierge request's) shares. Each form
// posts without JavaScript; its `intent` tells the action which one it is, and the action answers
// with a `WorkActionData`.

/** What a work screen's action answers for one of its forms. */
export type WorkActionData<Intent extends string, Error extends string> =
  | { done: true; intent: Intent }
  | { done: false; intent: Intent | null; error: Error };

/** A work screen's words for what each intent did and for each refusal. */
export type WorkMessages<Intent extends string, Error extends string> = {
  done: Record<Intent, MessageKey>;
  errors: Record<Error, MessageKey>;
};

/** The outcome under a form: its confirmation, or why it was refused (its field points here). */
export function WorkOutcome<Intent extends string, Error extends string>({
  intent,
  messages,
}: {
  intent: Intent;
  messages: WorkMessages<Intent, Error>;
}) {
  const t = useT();
  const result = useActionData<WorkActionData<Intent, Error>>();
  if (!result || result.intent !== intent) return null;
  return result.done ? (
    <p role="status" className="admin-notice">
      {t(messages.done[intent])}
    </p>
  ) : (
    <p role="alert" className="admin-error" id={`${intent}-error`}>
      {t(messages.errors[result.error])}
    </p>
  );
}

/** Whether the last post of `intent` was refused, for its field's `aria-invalid`. */
export function useWorkFailed(intent: string): boolean {
  const result = useActionData<WorkActionData<string, string>>();
  return result !== undefined && !result.done && result.intent === intent;
}

/**
 * A form's submit button, which says it is busy while its own intent posts; the screen's main
 * action unless `primary` is false.
 */
export function WorkSubmit({
  intent,
  label,
  primary = true,
}: {
  intent: string;
  label: MessageKey;
  primary?: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`admin-button leads-button ${primary ? "admin-button-primary" : ""}`}
      aria-disabled={busy}
    >
      {t(label)}
    </button>
  );
}

/** The assignment form: one of `agents`, or nobody. */
export function WorkAssignForm<Intent extends string, Error extends string>({
  intent,
  assigneeId,
  version,
  agents,
  labels,
  messages,
}: {
  intent: Intent;
  assigneeId: number | undefined;
  /** Changes when the record does, so the form shows what was saved. */
  version: string;
  agents: { id: number; name: string }[];
  labels: { field: MessageKey; nobody: MessageKey; save: MessageKey };
  messages: WorkMessages<Intent, Error>;
}) {
  const t = useT();
  return (
    <Form method="post" className="leads-form" key={`assign-${version}`}>
      <SelectField
        name="assigneeId"
        label={labels.field}
        value={assigneeId ?? ""}
        options={[
          { value: "", label: t(labels.nobody) },
          ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
      />
      <WorkSubmit intent={intent} label={labels.save} />
      <WorkOutcome intent={intent} messages={messages} />
    </Form>
  );
}

/**
 * A work screen's record that does not exist (a 404 from its loader), said in the back office's
 * look with the way back to its list; any other error goes on to the layout's boundary.
 */
export function WorkNotFound({
  title,
  body,
  back,
  to,
}: {
  title: MessageKey;
  body: MessageKey;
  back: MessageKey;
  to: string;
}) {
  const error = useRouteError();
  const t = useT();
  const localize = useLocalize();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <>
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <p>
        <Link to={localize(to)}>{t(back)}</Link>
      </p>
    </>
  );
}
