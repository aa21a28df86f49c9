import { CardLink } from "../../components/CardLink.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { Stars } from "../../components/Stars.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatUsd } from "../../lib/format.ts";
import type { ResortCardData } from "./data.server.ts";

needMessages("resorts");

/** The resorts side by side: picture, stars, zone, a line about each and the nightly price. */
export function ResortCards({
  resorts,
  headingLevel,
}: {
  resorts: ResortCardData[];
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const lang = useLang();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul aria-label={t("resorts.listLabel")} className="grid gap-6 md:grid-cols-3">
      {resorts.map((resort, i) => (
        <li key={resort.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg">
            <Picture
              src={resort.pictureUrl}
              format={PICTURE_FORMAT.resortCard}
              priority={i === 0}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <Stars rating={resort.stars} />
              <Heading className="mt-2 font-display text-2xl leading-snug text-ink-900">
                <CardLink to={resort.href}>{resort.name}</CardLink>
              </Heading>
              {resort.zone ? <p className="mt-1 text-sm text-ink-500">{resort.zone}</p> : null}
              <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed text-ink-700">
                {resort.summary}
              </p>
              <p className="mt-4 font-semibold text-ink-900">
                {t("resorts.from", { price: formatUsd(resort.priceUsd, lang) })}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
