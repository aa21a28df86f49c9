import { createContext, type FormEvent, type ReactNode, use, useId, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { CaptchaAction } from "../../../core/contract/captcha.ts";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { formSending } from "../../lib/form-sending.ts";
import {
  type AccountError,
  type AccountField,
  type AccountResult,
  CAPTCHA_FIELD,
} from "./fields.ts";

needMessages("account");

/** The form's own prefix of its fields' ids, so its error summary can link to each. */
const FieldIds = createContext("account");

/** The id of a field of the account form it is in (the target of its error summary's link). */
export function useAccountFieldId(name: AccountField): string {
  return `${use(FieldIds)}-${name}`;
}

/** The refusals about one field, which the summary says instead of that field's own line. */
const ERROR_FIELD: Partial<Record<AccountError, AccountField>> = {
  passwordWeak: "password",
  wrongPassword: "currentPassword",
  wrongCode: "code",
};

/**
 * An account form (sign-up, log-in, forgot and reset password): a plain POST that works without
 * JavaScript (decision 024); the action answers the marked fields and what was typed, never a
 * password. With `captcha`, the page's script solves the proof of work of that form before the
 * post and sends it in a hidden field (decision 127); without JavaScript the post goes without.
 */
export function AccountForm({
  result,
  submit,
  children,
  encType,
  captcha,
}: {
  result: AccountResult | undefined;
  submit: MessageKey;
  children: ReactNode;
  /** `multipart/form-data` for a form that sends a file. */
  encType?: "multipart/form-data";
  /** The captcha's form, when the post must carry a solved one. */
  captcha?: CaptchaAction;
}) {
  const t = useT();
  const ids = useId();
  const busy = useNavigation().state === "submitting";
  const error = result && !result.done ? result.error : undefined;
  const failing = result && !result.done ? result.failing : [];
  const send = useSubmit();
  const token = useRef<HTMLInputElement>(null);
  const [solving, setSolving] = useState(false);
  const [unsolved, setUnsolved] = useState(false);

  async function proveThenSend(event: FormEvent<HTMLFormElement>) {
    if (!captcha || !token.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    setSolving(true);
    setUnsolved(false);
    try {
      const { captchaToken } = await formSending();
      token.current.value = await captchaToken(captcha);
      await send(form, { method: "post", encType });
    } catch (problem) {
      console.warn("captcha not solved", problem);
      setUnsolved(true);
    } finally {
      if (token.current) token.current.value = "";
      setSolving(false);
    }
  }

  const shown = unsolved ? "captchaFailed" : error;
  const errorField = shown ? ERROR_FIELD[shown] : undefined;
  // One summary, opened on (decision 141): the one reason the form was refused ("The e-mail
  // address or password is not right", its field marked below when it is about one), then a
  // link to each other field to correct.
  const items = failing
    .filter((name) => name !== errorField)
    .map((name) => ({ field: `${ids}-${name}`, message: t(`account.invalid.${name}`) }));
  const summary =
    shown || items.length > 0
      ? { title: shown ? t(`account.error.${shown}`) : t("account.errorSummary"), items }
      : null;
  return (
    <Form
      method="post"
      encType={encType}
      className="mt-6 grid gap-4"
      noValidate
      onSubmit={proveThenSend}
      aria-busy={solving || busy}
    >
      {summary ? (
        <ErrorSummary
          answer={unsolved ? unsolved : result}
          title={summary.title}
          items={summary.items}
        />
      ) : null}
      {solving ? (
        <p role="status" className="text-ink-700">
          {t("account.checking")}
        </p>
      ) : null}
      {captcha ? <input ref={token} type="hidden" name={CAPTCHA_FIELD} defaultValue="" /> : null}
      <FieldIds value={ids}>{children}</FieldIds>
      <button
        type="submit"
        disabled={busy || solving}
        className="mt-2 inline-flex justify-self-start rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700 disabled:opacity-60"
      >
        {t(submit)}
      </button>
    </Form>
  );
}

/** One labelled input, marked (`aria-invalid` and a hint) when the action named it. */
export function AccountInput({
  name,
  type = "text",
  autoComplete,
  result,
  defaultValue,
  accept,
}: {
  name: Exclude<AccountField, "privacy">;
  type?: "text" | "email" | "password" | "file";
  autoComplete?: string;
  /** A file input's kinds of file (the picture's). */
  accept?: string;
  result: AccountResult | undefined;
  /** What the field shows before anything was posted (the account page's current name). */
  defaultValue?: string;
}) {
  const t = useT();
  const id = useAccountFieldId(name);
  const failing = result && !result.done && result.failing.includes(name);
  const kept =
    result && !result.done && type !== "password" && type !== "file"
      ? result.values[name]
      : undefined;
  return (
    // One column no wider than the card: a file input's own width would push the page sideways.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1">
      <label htmlFor={id} className="font-semibold text-ink-900">
        {t(`account.field.${name}`)}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        accept={accept}
        defaultValue={type === "file" ? undefined : (kept ?? defaultValue)}
        aria-invalid={failing ? true : undefined}
        aria-describedby={failing ? `${id}-error` : undefined}
        className="w-full min-w-0 rounded-lg border border-ink-500 bg-white px-3 py-2.5 text-ink-900 aria-[invalid=true]:border-coral-700"
      />
      {failing ? (
        <p id={`${id}-error`} className="text-sm text-coral-700">
          {t(`account.invalid.${name}`)}
        </p>
      ) : null}
    </div>
  );
}

/** A page of the account forms: a narrow column with its heading. */
export function AccountPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-display text-4xl text-ink-900">{heading}</h1>
      {children}
    </div>
  );
}

/** A new password's input with the advice on choosing one (sign-up, reset, change). */
export function NewPasswordInput({ result }: { result: AccountResult | undefined }) {
  const t = useT();
  return (
    <>
      <AccountInput name="password" type="password" autoComplete="new-password" result={result} />
      <p className="-mt-2 text-sm text-ink-500">{t("account.passwordHint")}</p>
    </>
  );
}
