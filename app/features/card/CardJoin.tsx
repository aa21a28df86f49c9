import { useLocation } from "react-router";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { pendingSearch } from "../accounts/pending.tsx";

needMessages("events");

/** For a visitor: how to get the card, with sign-up first and log-in beside it. */
export function CardJoin() {
  const t = useT();
  // Back to this page once signed up and confirmed, or logged in (docs/decisions/140).
  const back = pendingSearch({ next: useLocation().pathname, save: null });
  return (
    <section
      aria-labelledby="card-join"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <h2 id="card-join" className="font-display text-2xl text-ink-900">
        {t("cardJoin.heading")}
      </h2>
      <p className="mt-2 text-ink-700">{t("cardJoin.text")}</p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <LocalLink
          to={`/signUp${back}`}
          className="inline-flex rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700"
        >
          {t("cardJoin.signUp")}
        </LocalLink>
        <LocalLink
          to={`/login${back}`}
          className="inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline"
        >
          {t("cardJoin.login")}
        </LocalLink>
      </div>
    </section>
  );
}
