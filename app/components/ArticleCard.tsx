import type { ArticleCardData } from "../features/magazine/cards.ts";
import { useLang } from "../i18n/index.ts";
import { formatDate } from "../lib/format.ts";
import { LocalLink } from "./LocalLink.tsx";
import { Picture } from "./Picture.tsx";

/** An article card: the whole card is one link target (spec §2: cards link to the friendlyUrl). */
export function ArticleCard({
  article,
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const lang = useLang();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg">
      <Picture
        src={article.pictureUrl}
        alt=""
        width={800}
        height={600}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"
        priority={priority}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {article.section ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-coral-600">
            {article.section}
          </p>
        ) : null}
        <Heading className="mt-1.5 font-display text-xl leading-snug text-ink-900">
          <LocalLink
            to={`/magazine/${article.friendlyUrl}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-ocean-700"
          >
            {article.title}
          </LocalLink>
        </Heading>
        <p className="mt-2 flex-1 text-[0.95rem] leading-relaxed text-ink-700">
          {article.shortDescription}
        </p>
        <p className="mt-4 text-sm text-ink-500">
          <time dateTime={article.dateSaved}>{formatDate(article.dateSaved, lang)}</time>
          {article.zone ? <span> · {article.zone}</span> : null}
        </p>
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
