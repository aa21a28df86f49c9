import { useRouteLoaderData } from "react-router";
import { needMessages, useT } from "../../i18n/index.ts";
import { telHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";

needMessages("contact");

const FACTS = [
  ["wc.facts.where", "wc.facts.whereText"],
  ["wc.facts.when", "wc.facts.whenText"],
  ["wc.facts.who", "wc.facts.whoText"],
  ["wc.facts.howLong", "wc.facts.howLongText"],
  ["wc.facts.cost", "wc.facts.costText"],
] as const;

/**
 * The visit's facts for an invited guest (decision 137): where, when, with whom, how long and
 * what it costs, then the phone lines, each a tel: link so a phone calls it with one tap.
 */
export function VisitFacts() {
  const t = useT();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const phones = site
    ? ([
        ["wc.facts.phone", site.phone],
        ["wc.facts.tollFreeUsCa", site.tollFreeUsCa],
        ["wc.facts.tollFreeMx", site.tollFreeMx],
      ] as const)
    : [];
  return (
    <section
      aria-labelledby="wc-facts"
      className="mt-8 rounded-[var(--radius-card)] border-t-4 border-lagoon-700 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="wc-facts" className="font-display text-2xl text-ink-900">
        {t("wc.facts.heading")}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[9rem_1fr] sm:gap-x-6">
        {FACTS.map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ocean-900">{t(term)}</dt>
            <dd className="text-ink-700 max-sm:-mt-2">{t(text)}</dd>
          </div>
        ))}
        {phones.length > 0 ? (
          <div className="contents">
            <dt className="font-semibold text-ocean-900">{t("wc.facts.call")}</dt>
            <dd className="max-sm:-mt-2">
              <ul className="grid gap-1">
                {phones.map(([label, number]) => (
                  <li key={label} className="text-ink-700">
                    {t(label)}:{" "}
                    <a
                      href={telHref(number)}
                      className="inline-flex min-h-6 items-center font-semibold text-lagoon-700 underline"
                    >
                      {number}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
