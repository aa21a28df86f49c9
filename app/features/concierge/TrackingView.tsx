import { Form, useActionData } from "react-router";
import { CONCIERGE_MESSAGE_MAX, type ConciergeStatus, isClosed } from "../../../core/concierge.ts";
import type { ConciergeRequestView } from "../../../core/contract/concierge.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import type { TrackingResult } from "./load.server.ts";

needMessages("concierge");

const BOX = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";
const BUTTON =
  "h-12 rounded-full px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
/** The way a request usually goes; a declined or cancelled one ends where it stopped. */
const STEPS: ConciergeStatus[] = ["received", "in_progress", "confirmed"];

function useDay() {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "full", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

/** The steps received → in progress → confirmed, the current one marked, or where it ended. */
function Progress({ status }: { status: ConciergeStatus }) {
  const t = useT();
  const steps = isClosed(status) ? [...STEPS.slice(0, 1), status] : STEPS;
  const at = steps.indexOf(status);
  return (
    <ol className="mt-3 flex flex-wrap gap-2" aria-label={t("concierge.track.steps")}>
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={step === status ? "step" : undefined}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            step === status
              ? "bg-ocean-900 text-white"
              : i < at
                ? "bg-lagoon-100 text-ocean-900"
                : "bg-sand-100 text-ink-700"
          }`}
        >
          {t(`concierge.status.${step}`)}
        </li>
      ))}
    </ol>
  );
}

function Outcome({ intent }: { intent: "answer" | "cancel" }) {
  const t = useT();
  const result = useActionData<TrackingResult>();
  if (!result || result.intent !== intent) return null;
  if (result.done) {
    return (
      <p role="status" className="mt-2 font-semibold text-ocean-900">
        {t(intent === "answer" ? "concierge.track.answered" : "concierge.track.cancelled")}
      </p>
    );
  }
  const key =
    result.error === "notFound"
      ? "concierge.notFound.body"
      : `concierge.track.error.${result.error}`;
  return (
    <p role="alert" id={`${intent}-error`} className="mt-2 font-semibold text-coral-700">
      {t(key as "concierge.track.error.text")}
    </p>
  );
}

/**
 * A request's tracking page (issue 16): its status and progress, what was asked, the
 * confirmation's details, the thread with the concierge, and the forms to answer or cancel
 * (both post without JavaScript).
 */
export function TrackingView({ request, sent }: { request: ConciergeRequestView; sent: boolean }) {
  const t = useT();
  const when = useVallartaTime();
  const day = useDay();
  const result = useActionData<TrackingResult>();
  const answerFailed = result && !result.done && result.intent === "answer";
  const closed = isClosed(request.status);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900">
        {t("concierge.track.title")} · {t("concierge.request", { id: request.id })}
      </h1>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-lagoon-100 p-4 font-semibold text-ocean-900">
          {t("concierge.track.created")}
        </p>
      ) : null}
      <p className="mt-4 text-ink-700">{t("concierge.track.keep", { email: request.email })}</p>

      <section aria-labelledby="track-status" className={`${BOX} mt-6`}>
        <h2 id="track-status" className="font-display text-2xl text-ink-900">
          {t("concierge.status.label", { status: t(`concierge.status.${request.status}`) })}
        </h2>
        <Progress status={request.status} />
        {request.confirmation ? (
          <div className="mt-4 rounded-lg border-2 border-lagoon-700/40 p-4">
            <h3 className="font-semibold text-ink-900">{t("concierge.track.confirmation")}</h3>
            <p className="mt-1 whitespace-pre-line text-ink-900">{request.confirmation}</p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="track-what" className={`${BOX} mt-6`}>
        <h2 id="track-what" className="font-display text-2xl text-ink-900">
          {t("concierge.track.what")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-500">{t("concierge.kind")}</dt>
            <dd>{t(`concierge.kind.${request.kind}`)}</dd>
          </div>
          {request.item ? (
            <div>
              <dt className="text-sm font-semibold text-ink-500">{t("concierge.track.what")}</dt>
              <dd>{request.item.title}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-semibold text-ink-500">{t("concierge.when")}</dt>
            <dd>
              {day(request.date)}
              {request.time ? `, ${request.time}` : ""}
              {request.endDate ? ` – ${day(request.endDate)}` : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-500">{t("concierge.partySize")}</dt>
            <dd>{t("concierge.people", { count: request.partySize })}</dd>
          </div>
          {request.budget ? (
            <div>
              <dt className="text-sm font-semibold text-ink-500">{t("concierge.budget")}</dt>
              <dd>{request.budget}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-ink-500">{t("concierge.message")}</dt>
            <dd className="whitespace-pre-line">{request.message}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="track-thread" className={`${BOX} mt-6`}>
        <h2 id="track-thread" className="font-display text-2xl text-ink-900">
          {t("concierge.track.thread")}
        </h2>
        {request.thread.length === 0 ? (
          <p className="mt-2 text-ink-700">{t("concierge.track.noThread")}</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {request.thread.map((line) => (
              <li
                key={line.id}
                className={`rounded-lg p-3 ${line.kind === "visitor" ? "bg-sand-100" : "bg-lagoon-100"}`}
              >
                <p className="text-sm font-semibold text-ink-700">
                  {t(line.kind === "visitor" ? "concierge.track.you" : "concierge.track.desk")} ·{" "}
                  <time dateTime={line.at}>{when(line.at)}</time>
                </p>
                {line.status ? (
                  <p className="font-semibold text-ink-900">
                    {t("concierge.track.changed", { status: t(`concierge.status.${line.status}`) })}
                  </p>
                ) : null}
                {line.text ? <p className="whitespace-pre-line text-ink-900">{line.text}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {closed ? (
        <p className="mt-6 font-semibold text-ink-700">{t("concierge.track.closed")}</p>
      ) : (
        <>
          <section aria-labelledby="track-answer" className={`${BOX} mt-6`}>
            <h2 id="track-answer" className="font-display text-2xl text-ink-900">
              {t("concierge.track.answer")}
            </h2>
            <Form method="post" className="mt-3 grid gap-3" key={request.thread.length}>
              <label htmlFor="track-answer-text" className="text-sm font-semibold text-ink-700">
                {t("concierge.track.answerLabel")}
              </label>
              <textarea
                id="track-answer-text"
                name="text"
                rows={3}
                required
                maxLength={CONCIERGE_MESSAGE_MAX}
                aria-invalid={answerFailed || undefined}
                aria-describedby={answerFailed ? "answer-error" : undefined}
                className="w-full rounded-lg border border-ink-500/40 bg-white p-3 text-base text-ink-900"
              />
              <button
                type="submit"
                name="intent"
                value="answer"
                className={`${BUTTON} justify-self-start bg-ocean-900 text-white hover:bg-ocean-700`}
              >
                {t("concierge.track.answerSend")}
              </button>
              <Outcome intent="answer" />
            </Form>
          </section>
          <section aria-labelledby="track-cancel" className={`${BOX} mt-6`}>
            <h2 id="track-cancel" className="font-display text-2xl text-ink-900">
              {t("concierge.track.cancel")}
            </h2>
            <p className="mt-2 text-ink-700">{t("concierge.track.cancelNote")}</p>
            <Form method="post" className="mt-3">
              <button
                type="submit"
                name="intent"
                value="cancel"
                className={`${BUTTON} border-2 border-coral-600 text-coral-700 hover:bg-coral-50`}
              >
                {t("concierge.track.cancel")}
              </button>
              <Outcome intent="cancel" />
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
