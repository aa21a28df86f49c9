import { Fragment, type ReactElement } from "react";
import { useLang, useT } from "../i18n/index.ts";
import { formatDate, formatNumber } from "../lib/format.ts";
import { CardLink } from "./CardLink.tsx";
import { PICTURE_FORMAT, Picture, type PictureFormat } from "./Picture.tsx";
import { SaveHeart } from "./SaveHeart.tsx";
import { Stars } from "./Stars.tsx";
import { ratingValue } from "./stars.ts";

/** What any card shows: magazine articles, places and activities alike (spec §2 article grid). */
export type CardData = {
  id: number;
  /** A place, activity, event or article: its card has My trip's heart (issue 13). */
  savable?: true;
  /** English site path; the link is localised. */
  href: string;
  title: string;
  pictureUrl: string | null;
  /** The category or section, above the title. */
  kicker: string | null;
  /** The short description (spec §9: 150 characters and an ellipsis). */
  summary: string;
  /** An ISO date shown first in the card's footer. */
  date?: string | undefined;
  /** Footer facts: zone, price, provider… */
  meta: string[];
  /** Its published reviews' average and count, when it has any (places and activities). */
  rating?: { average: number; count: number } | undefined;
};

/** A card whose whole surface is one link (spec §2: cards link to the item's page). */
export function ItemCard({
  card,
  headingLevel = 3,
  priority = false,
  pictureFormat = PICTURE_FORMAT.card,
}: {
  card: CardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** Where the card is laid out: a grid's column (the default) or a sideways row's 17rem. */
  pictureFormat?: PictureFormat;
}) {
  const lang = useLang();
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const footer: ReactElement[] = [
    ...(card.date
      ? [
          <time key="date" dateTime={card.date}>
            {formatDate(card.date, lang)}
          </time>,
        ]
      : []),
    ...card.meta.map((fact) => <span key={fact}>{fact}</span>),
  ];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg">
      <Picture
        src={card.pictureUrl}
        format={pictureFormat}
        priority={priority}
        className="aspect-[4/3] w-full object-cover"
      />
      {card.savable ? (
        <div className="absolute top-3 right-3">
          <SaveHeart itemId={card.id} title={card.title} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {card.kicker ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-coral-600">
            {card.kicker}
          </p>
        ) : null}
        <Heading className="mt-1.5 font-display text-xl leading-snug text-ink-900">
          <CardLink to={card.href}>{card.title}</CardLink>
        </Heading>
        <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-ink-700">{card.summary}</p>
        {card.rating ? (
          <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-700">
            <Stars rating={card.rating.average} />
            <span>
              {t("stars.reviews", {
                average: formatNumber(ratingValue(card.rating.average), lang),
                count: card.rating.count,
              })}
            </span>
          </p>
        ) : null}
        {footer.length > 0 ? (
          <p className="mt-4 text-sm text-ink-500">
            {footer.map((part, i) => (
              <Fragment key={part.key}>
                {i > 0 ? " · " : null}
                {part}
              </Fragment>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function SkeletonCard() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]"
      aria-hidden="true"
    >
      <div className="skeleton aspect-[4/3] w-full" />
      <div className="space-y-3 p-5">
        <div className="skeleton h-3 w-20 rounded" />
        <div className="skeleton h-5 w-4/5 rounded" />
        <div className="skeleton h-3 w-full rounded" />
        <div className="skeleton h-3 w-11/12 rounded" />
        <div className="skeleton h-3 w-2/3 rounded" />
      </div>
    </div>
  );
}
