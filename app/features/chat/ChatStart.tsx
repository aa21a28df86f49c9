import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from "../../../core/chat.ts";
import type { ChatAvailability, ChatStarted } from "../../../core/contract/chat.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { ApiRequestError, type CaptchaOf, isCanceled } from "../../lib/api.ts";
import type { RootData } from "../../lib/root-data.ts";
import { chatAvailability, startChat } from "./api.ts";
import { type StartField, type StartProblem, startProblems } from "./start-form.ts";

needMessages("liveChat");

export const CHAT_FIELD =
  "mt-1 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base text-ink-900 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sun-400 " +
  "aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600";
const LABEL = "block text-sm font-semibold text-ink-700";
export const CHAT_BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-lagoon-700 px-5 font-semibold text-white hover:bg-ocean-900 disabled:opacity-60";

type Availability = ChatAvailability | "checking" | "unreachable";

/**
 * Before a conversation: who the visitor is (a name and, if they like, an e-mail; nothing for a
 * signed-in member) when the team is online; when nobody is, an honest note, the team's hours,
 * and an e-mail and the question, kept for the sales team as a lead.
 */
export function ChatStart({
  onStarted,
}: {
  onStarted: (started: ChatStarted, email: string | null) => void;
}) {
  const t = useT();
  const lang = useLang();
  const member = useRouteLoaderData<RootData>("root")?.member ?? null;
  const id = useId();
  const [availability, setAvailability] = useState<Availability>("checking");
  const [problems, setProblems] = useState<StartProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const check = useCallback(
    (signal?: AbortSignal, quietly = false) => {
      if (!quietly) setAvailability("checking");
      chatAvailability(lang, signal).then(setAvailability, (error: unknown) => {
        if (!isCanceled(error)) setAvailability("unreachable");
      });
    },
    [lang],
  );

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  if (availability === "checking") {
    return (
      <p className="p-4 text-sm text-ink-700" role="status">
        {t("livechat.checking")}
      </p>
    );
  }
  if (availability === "unreachable") {
    return (
      <div className="grid gap-3 p-4">
        <p className="text-sm text-ink-900" role="alert">
          {t("livechat.unreachable")}
        </p>
        <button type="button" className={CHAT_BUTTON} onClick={() => check()}>
          {t("livechat.retry")}
        </button>
      </div>
    );
  }

  const offline = !availability.online;
  const problem = (field: StartField) => problems.find((p) => p.field === field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const values = {
      name: member ? null : text("name"),
      email: member ? "" : text("email"),
      message: offline ? text("message") : null,
    };
    const found = startProblems(values, { offline, member: member !== null });
    setProblems(found);
    setRefusal(null);
    if (found.length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${found[0]?.field}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      // Nobody online: the start becomes a lead, and pays the lead forms' proof of work.
      const token =
        offline && !member
          ? await (await import("../../lib/captcha.ts")).captchaToken(
              "chat" satisfies CaptchaOf<"POST /chat/conversations">,
            )
          : undefined;
      const started = await startChat(
        {
          lang,
          page: location.pathname,
          ...(values.name ? { name: values.name } : {}),
          ...(values.email ? { email: values.email } : {}),
          ...(values.message ? { message: values.message } : {}),
        },
        token,
      );
      onStarted(started, values.email || null);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiRequestError && error.status === 429) {
        setRefusal(t("livechat.problem.busy"));
      } else if (error instanceof ApiRequestError && error.status === 400 && !offline) {
        // The team went offline meanwhile, so an e-mail and the message are needed now: the
        // form becomes the offline one in place, keeping what the visitor typed.
        setRefusal(t("livechat.problem.start", { reason: error.failure.message }));
        check(undefined, true);
      } else {
        const reason = error instanceof ApiRequestError ? error.failure.message : String(error);
        setRefusal(t("livechat.problem.start", { reason }));
      }
    }
  };

  const hours = availability.hours;
  const fieldProps = (field: StartField, hint?: string) => {
    const ids = [hint, problem(field) ? `${id}-${field}-problem` : undefined].filter(Boolean);
    return {
      id: `${id}-${field}`,
      name: field,
      "aria-invalid": problem(field) ? true : undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
    };
  };
  const explain = (field: StartField) => {
    const found = problem(field);
    if (!found) return null;
    return (
      <p id={`${id}-${field}-problem`} className="mt-1 text-sm font-semibold text-coral-700">
        {t(found.key, { max: found.field === "name" ? CHAT_NAME_MAX : CHAT_MESSAGE_MAX })}
      </p>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-4 p-4">
      {offline ? (
        <div className="rounded-lg bg-sand-100 p-3 text-sm text-ink-900">
          <h3 className="font-semibold">{t("livechat.offline.title")}</h3>
          <p className="mt-1">{t("livechat.offline.text")}</p>
          {hours ? <p className="mt-1">{t("livechat.hours", hours)}</p> : null}
        </div>
      ) : (
        <div className="text-sm text-ink-700">
          <p>{t("livechat.intro")}</p>
          <p className="mt-1 font-semibold text-jungle-700">{t("livechat.online")}</p>
        </div>
      )}

      {member ? (
        <p className="rounded-lg bg-lagoon-100 p-3 text-sm text-ocean-900">
          {t("livechat.member", { name: member.firstName })}
        </p>
      ) : (
        <div>
          <label htmlFor={`${id}-name`} className={LABEL}>
            {t("livechat.name")}
          </label>
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            required
            maxLength={CHAT_NAME_MAX}
            className={`${CHAT_FIELD} h-12`}
          />
          {explain("name")}
        </div>
      )}

      {member ? null : (
        <div>
          <label htmlFor={`${id}-email`} className={LABEL}>
            {offline ? t("livechat.emailRequired") : t("livechat.email")}
          </label>
          {offline ? null : (
            <p id={`${id}-email-hint`} className="text-sm text-ink-500">
              {t("livechat.emailHint")}
            </p>
          )}
          <input
            {...fieldProps("email", offline ? undefined : `${id}-email-hint`)}
            type="email"
            autoComplete="email"
            required={offline}
            maxLength={254}
            className={`${CHAT_FIELD} h-12`}
          />
          {explain("email")}
        </div>
      )}

      {offline ? (
        <div>
          <label htmlFor={`${id}-message`} className={LABEL}>
            {t("livechat.offline.message")}
          </label>
          <textarea
            {...fieldProps("message")}
            required
            rows={4}
            maxLength={CHAT_MESSAGE_MAX}
            className={`${CHAT_FIELD} py-2`}
          />
          {explain("message")}
        </div>
      ) : null}

      {refusal ? (
        <p role="alert" className="rounded-lg bg-coral-50 p-3 text-sm text-ink-900">
          {refusal}
        </p>
      ) : null}

      <button type="submit" className={CHAT_BUTTON} disabled={sending}>
        {sending
          ? t("livechat.starting")
          : offline
            ? t("livechat.offline.send")
            : t("livechat.start")}
      </button>
    </form>
  );
}
