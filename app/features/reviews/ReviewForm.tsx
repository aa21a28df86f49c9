import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useRouteLoaderData } from "react-router";
import { RATING, REVIEW_MAX_LENGTH } from "../../../core/constants.ts";
import type { Review } from "../../../core/contract/review.ts";
import { memberReviewAuthor } from "../../../core/review-author.ts";
import type { NewReviewStatus } from "../../../core/review-moderation.ts";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { Honeypot } from "../../components/Honeypot.tsx";
import { STAR } from "../../components/Stars.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { CaptchaOf } from "../../lib/api.ts";
import { useFocusFirstInvalid } from "../../lib/focus-invalid.ts";
import { formSending, USER_TOKEN_KEY } from "../../lib/form-sending.ts";
import type { RootData } from "../../lib/root-data.ts";
import { clearDraft, readDraft, restoreDraft, saveDraft } from "../leads/draft.ts";
import type { ReviewActionData } from "./action.server.ts";
import {
  keptRating,
  REVIEW_FIELDS,
  type ReviewField,
  reviewFieldOf,
  reviewFromForm,
} from "./review-form.ts";
import { loadReviewContract, reviewFailures } from "./validate.ts";

needMessages("directory");

/** Why each field was refused: its inline error, and its line in the error summary. */
const ERROR_KEY = {
  rating: "reviews.ratingInvalid",
  author: "reviews.authorInvalid",
  review: "reviews.reviewInvalid",
} as const satisfies Record<ReviewField, string>;

const INPUT =
  "mt-1 w-full rounded-lg border border-ink-500/40 bg-white text-base " +
  "aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-600";

/** A client of spec §6 holding its userToken in local storage. */
function tokenInStorage(): boolean {
  try {
    return Boolean(localStorage.getItem(USER_TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Spec §5's review form: checked with the API's schema and marked inline (decision 023);
 * network, rate-limit and verification failures are only logged, the form kept (spec §8,
 * decision 015). Without JavaScript it posts to the page's action (decision 024). A member's
 * review is published at once; anyone else's waits for a moderator, and the form says so
 * before and after sending (decision 085).
 */
export function ReviewForm({
  item,
  onPublished,
}: {
  item: { sysItemTypeID: number; itemID: number };
  onPublished: (review: Review) => void;
}) {
  const t = useT();
  const lang = useLang();
  const ids = useId();
  const posted = useActionData<ReviewActionData>();
  const form = useRef<HTMLFormElement>(null);
  const failed = posted && !posted.sent ? posted : undefined;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<NewReviewStatus | null>(posted?.sent ? posted.status : null);
  const [rating, setRating] = useState<number>(() => keptRating(failed?.values));
  const [invalid, setInvalid] = useState<ReadonlySet<ReviewField>>(new Set(failed?.failing));
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const draftKey = `review:${item.sysItemTypeID}:${item.itemID}`;
  // A member signed in on the pages (decision 072) is named by the account and needs no
  // captcha: the API knows them by the cookie that goes with the form's own request.
  const member = useRouteLoaderData<RootData>("root")?.member ?? null;
  const signedIn = () => member !== null || tokenInStorage();

  // Decision 025: a review half written on the other language's page comes back.
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (draft && form.current && !posted) restoreDraft(form.current, draft);
  }, [draftKey, posted]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const body = reviewFromForm(new FormData(element), item);
    const failing = await reviewFailures(body, signedIn());
    setInvalid(failing);
    if (failing.size > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    setSent(null);
    let sending: Awaited<ReturnType<typeof formSending>> | undefined;
    try {
      sending = await formSending();
      const { call, captchaToken } = sending;
      const route = "POST /reviews";
      const action = "review" satisfies CaptchaOf<typeof route>;
      const headers = member ? {} : { reCaptchaToken: await captchaToken(action) };
      const { data } = await call(route, { body, lang, headers });
      const { status, ...review } = data;
      if (status === "published") onPublished(review);
      element.reset();
      clearDraft(draftKey);
      setRating(RATING.default);
      setSent(status);
    } catch (error) {
      console.warn("review not sent", error);
      const named = new Set<ReviewField>();
      for (const field of sending && error instanceof sending.ApiRequestError ? error.fields : []) {
        const name = reviewFieldOf(field.path);
        if (name) named.add(name);
      }
      if (named.size > 0) setInvalid(named);
    } finally {
      setSending(false);
    }
  }

  async function changed(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    saveDraft(draftKey, element);
    if (invalid.size > 0) {
      setInvalid(await reviewFailures(reviewFromForm(new FormData(element), item), signedIn()));
    }
  }

  const errorFor = (name: ReviewField) =>
    invalid.has(name)
      ? { "aria-invalid": true as const, "aria-describedby": `${ids}-${name}-error` }
      : {};
  const error = (name: ReviewField) =>
    invalid.has(name) ? (
      <p id={`${ids}-${name}-error`} className="mt-1 text-sm font-semibold text-coral-700">
        {t(ERROR_KEY[name])}
      </p>
    ) : null;
  // The fields the page's action refused (a post without JavaScript), while they still are.
  const refusedFields = REVIEW_FIELDS.filter(
    (name) => failed?.failing.includes(name) && invalid.has(name),
  );
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onInput={changed}
      onFocus={() => void loadReviewContract().catch(() => {})}
      className="relative mt-8 max-w-2xl space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
      aria-labelledby={`${ids}-form`}
    >
      <h3 id={`${ids}-form`} className="font-display text-xl text-ink-900">
        {t("reviews.formHeading")}
      </h3>
      {failed?.refused ? <ErrorSummary answer={failed} title={t("reviews.refused")} /> : null}
      {refusedFields.length > 0 ? (
        <ErrorSummary
          answer={failed}
          title={t("reviews.errorSummary")}
          items={refusedFields.map((name) => ({
            field: `${ids}-${name}`,
            message: t(ERROR_KEY[name]),
          }))}
        />
      ) : null}
      {member ? null : <p className="text-sm text-ink-700">{t("reviews.moderatedNote")}</p>}
      <fieldset {...(invalid.has("rating") ? { "aria-describedby": `${ids}-rating-error` } : {})}>
        <legend className="text-sm font-semibold text-ink-700">{t("reviews.rating")}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                id={value === 1 ? `${ids}-rating` : undefined}
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <span className="sr-only">{t("reviews.stars", { count: value })}</span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`h-9 w-9 rounded peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-sun-400 ${
                  value <= rating ? "text-sun-400" : "text-sand-200"
                }`}
              >
                <path fill="currentColor" d={STAR} />
              </svg>
            </label>
          ))}
        </div>
        {error("rating")}
      </fieldset>
      {member ? (
        <p className="text-ink-700">
          {t("reviews.postingAs", { name: memberReviewAuthor(member) })}
        </p>
      ) : (
        <div>
          <label htmlFor={`${ids}-author`} className="block text-sm font-semibold text-ink-700">
            {t("reviews.name")}
          </label>
          <input
            id={`${ids}-author`}
            name="author"
            type="text"
            required
            minLength={2}
            maxLength={60}
            autoComplete="name"
            defaultValue={failed?.values.author}
            {...errorFor("author")}
            className={`${INPUT} h-12 px-3`}
          />
          {error("author")}
        </div>
      )}
      <div>
        <label htmlFor={`${ids}-review`} className="block text-sm font-semibold text-ink-700">
          {t("reviews.comment")}
        </label>
        <textarea
          id={`${ids}-review`}
          name="review"
          required
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          defaultValue={failed?.values.review}
          {...errorFor("review")}
          className={`${INPUT} p-3`}
        />
        {error("review")}
      </div>
      <Honeypot id={ids} label={t("reviews.website")} />
      <button
        type="submit"
        disabled={sending}
        className="h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700 disabled:opacity-60"
      >
        {member
          ? t(sending ? "reviews.sending" : "reviews.submit")
          : t(sending ? "reviews.sendingForModeration" : "reviews.submitForModeration")}
      </button>
      <p role="status" className="text-jungle-700">
        {sent === "published"
          ? t("reviews.thanks")
          : sent === "pending"
            ? t("reviews.awaiting")
            : ""}
      </p>
    </form>
  );
}
