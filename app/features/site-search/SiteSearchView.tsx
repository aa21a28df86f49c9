import { ItemCard } from "../../components/ItemCard.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { SiteSearchGroup, SiteSearchKind } from "./data.server.ts";
import { SiteSearchForm } from "./SiteSearchForm.tsx";

needMessages("magazine");

/** Each kind's list page, for browsing when the words found nothing there. */
const BROWSE: Record<SiteSearchKind, string> = {
  places: "/directory",
  activities: "/activities",
  events: "/events",
  articles: "/magazine",
};

/** The whole-site search results, grouped by kind, each with its way onward (issue 9). */
export function SiteSearchView({
  q,
  groups,
  didYouMean,
}: {
  q: string;
  groups: SiteSearchGroup[];
  /** The words corrected, when some kind found few or none (docs/decisions/142). */
  didYouMean: string | null;
}) {
  const t = useT();
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
        {q ? t("siteSearch.resultsTitle", { q }) : t("siteSearch.title")}
      </h1>
      <div className="mt-6 max-w-3xl rounded-[var(--radius-card)] bg-white p-4 text-ink-700 shadow-[var(--shadow-card)]">
        <SiteSearchForm defaultValue={q} />
      </div>
      {!q ? (
        <p className="mt-8 max-w-prose text-lg text-ink-700">{t("siteSearch.prompt")}</p>
      ) : (
        <p role="status" className="mt-8 text-lg font-semibold text-ink-900">
          {t("siteSearch.summary", { count: total, q })}
        </p>
      )}
      {q && didYouMean ? (
        <p className="mt-2 text-lg text-ink-700">
          {t("siteSearch.didYouMean")}{" "}
          <LocalLink
            to={`/search?${new URLSearchParams({ q: didYouMean })}`}
            className="font-semibold text-lagoon-700 underline"
          >
            {didYouMean}
          </LocalLink>
        </p>
      ) : null}
      {q && total === 0 ? (
        <div className="mt-4">
          <p className="max-w-prose text-ink-700">{t("siteSearch.noneAnywhere", { q })}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.kind}>
                <LocalLink
                  to={BROWSE[group.kind]}
                  className="inline-flex min-h-11 items-center rounded-full border border-ocean-900 px-4 font-semibold text-ocean-900 hover:bg-lagoon-100"
                >
                  {t(`siteSearch.browse.${group.kind}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {q && total > 0
        ? groups.map((group) => <ResultGroup key={group.kind} group={group} q={q} />)
        : null}
    </div>
  );
}

function ResultGroup({ group, q }: { group: SiteSearchGroup; q: string }) {
  const t = useT();
  const headingId = `search-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="font-display text-3xl text-ink-900">
          {t(`siteSearch.kind.${group.kind}`)}{" "}
          <span className="font-sans text-lg text-ink-500">({group.total})</span>
        </h2>
        {group.total > 0 ? (
          <LocalLink to={group.seeAll} className="font-semibold text-lagoon-700 underline">
            {t(`siteSearch.seeAll.${group.kind}`, { count: group.total })}
          </LocalLink>
        ) : null}
      </div>
      {group.cards.length === 0 ? (
        <p className="mt-3 text-ink-700">
          {t(`siteSearch.none.${group.kind}`, { q })}{" "}
          <LocalLink to={BROWSE[group.kind]} className="font-semibold text-lagoon-700 underline">
            {t(`siteSearch.browse.${group.kind}`)}
          </LocalLink>
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {group.cards.map((card) => (
            <li key={card.id}>
              <ItemCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
