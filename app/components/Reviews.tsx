import { type FormEvent, useId, useState } from "react";
import { RATING } from "../../core/constants.ts";
import type { Review } from "../../core/contract/review.ts";
import { needMessages, useLang, useT } from "../i18n/index.ts";
import { captchaToken } from "../lib/captcha.ts";
import { formatDate } from "../lib/format.ts";
import { STAR, Stars } from "./Stars.tsx";

needMessages("directory");

export type RatingSummary = { average: number; count: number } | null;

/**
 * Reviews of a place or an activity: the average, the list, and the review form of spec §5
 * (comment required and trimmed; rating 1 to 5 stars, 5 by default). Spec §8: review errors are
 * only logged, and the form stays as it was so the visitor can try again.
 */
export function Reviews({
  itemId,
  sysItemTypeId,
  reviews: initial,
  summary,
}: {
  itemId: number;
  sysItemTypeId: number;
  reviews: Review[];
  summary: RatingSummary;
}) {
  const t = useT();
  const lang = useLang();
  const [added, setAdded] = useState<Review[]>([]);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [rating, setRating] = useState<number>(RATING.default);
  const ids = useId();

  const reviews = [...added, ...initial];
  const count = (summary?.count ?? 0) + added.length;
  const average =
    count === 0
      ? 0
      : ((summary?.average ?? 0) * (summary?.count ?? 0) +
          added.reduce((sum, r) => sum + r.rating, 0)) /
        count;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const review = String(data.get("review") ?? "").trim();
    const author = String(data.get("author") ?? "").trim();
    if (!review) return;
    setSending(true);
    setThanks(false);
    try {
      const response = await fetch("/api/reviews", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": lang,
          reCaptchaToken: await captchaToken("review"),
        },
        body: JSON.stringify({
          review,
          rating,
          author,
          sysItemTypeID: sysItemTypeId,
          itemID: itemId,
        }),
      });
      const body = await response.json();
      if (!response.ok) throw body;
      setAdded((list) => [body as Review, ...list]);
      form.reset();
      setRating(RATING.default);
      setThanks(true);
    } catch (error) {
      console.warn("review not sent", error);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-14">
      <h2 id={`${ids}-heading`} className="font-display text-3xl text-ink-900">
        {t("reviews.heading")}
      </h2>
      {count > 0 ? (
        <p className="mt-2 flex items-center gap-2 text-ink-700">
          <Stars rating={average} label={t("reviews.average", { average: average.toFixed(1) })} />
          <span>
            {average.toFixed(1)} · {t("reviews.count", { count })}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-ink-700">{t("reviews.none")}</p>
      )}
      {reviews.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <Stars rating={review.rating} label={t("reviews.stars", { count: review.rating })} />
              <p className="mt-2 whitespace-pre-line text-ink-900">{review.review}</p>
              <p className="mt-2 text-sm text-ink-500">
                {t("reviews.by", {
                  author: review.author,
                  date: formatDate(review.dateCreated, lang),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      <form
        onSubmit={submit}
        className="mt-8 max-w-2xl space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
        aria-labelledby={`${ids}-form`}
      >
        <h3 id={`${ids}-form`} className="font-display text-xl text-ink-900">
          {t("reviews.formHeading")}
        </h3>
        <fieldset>
          <legend className="text-sm font-semibold text-ink-700">{t("reviews.rating")}</legend>
          <div className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="cursor-pointer">
                <input
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
        </fieldset>
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
            onBlur={(event) => {
              event.currentTarget.value = event.currentTarget.value.trim();
            }}
            className="mt-1 h-12 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-base"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-review`} className="block text-sm font-semibold text-ink-700">
            {t("reviews.comment")}
          </label>
          <textarea
            id={`${ids}-review`}
            name="review"
            required
            maxLength={2000}
            rows={4}
            onBlur={(event) => {
              event.currentTarget.value = event.currentTarget.value.trim();
            }}
            className="mt-1 w-full rounded-lg border border-ink-500/40 bg-white p-3 text-base"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="h-12 rounded-lg bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700 disabled:opacity-60"
        >
          {sending ? t("reviews.sending") : t("reviews.submit")}
        </button>
        <p role="status" className="text-jungle-700">
          {thanks ? t("reviews.thanks") : ""}
        </p>
      </form>
    </section>
  );
}
