import type { ReactNode } from "react";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { NotFoundBoundary } from "../../components/NotFound.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { useT } from "../../i18n/index.ts";
import type { MetaArgs } from "../../lib/seo.ts";
import { type DetailShape, detailMeta } from "./head.ts";

/**
 * The shape of a detail page (place, activity, event, resort): the trail, then the item's name
 * and story beside an aside of facts, then whatever follows (reviews, more of the same).
 */
export function DetailPage({
  trail,
  title,
  aside,
  asideLabel,
  asideClassName = "lg:pt-20",
  main,
  children,
  savedItemId,
}: {
  trail: { to: string; label: string }[];
  title: string;
  /** The aside's name: its heading's id, or its own words. */
  asideLabel: { labelledBy: string } | { label: string };
  asideClassName?: string;
  aside: ReactNode;
  main: ReactNode;
  children?: ReactNode;
  /**
   * A place, activity or event: its heading has My trip's heart (issue 13), and its aside the
   * concierge's form filled in with it (issue 16).
   */
  savedItemId?: number;
}) {
  const t = useT();
  const named =
    "labelledBy" in asideLabel
      ? { "aria-labelledby": asideLabel.labelledBy }
      : { "aria-label": asideLabel.label };
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={trail} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <div className="flex items-start justify-between gap-4">
            <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
              {title}
            </h1>
            {savedItemId === undefined ? null : <SaveHeart itemId={savedItemId} title={title} />}
          </div>
          {main}
        </div>
        <aside {...named} className={asideClassName}>
          {aside}
          {savedItemId === undefined ? null : (
            <p className="mt-6">
              <LocalLink
                to={`/onlineConcierge?item=${savedItemId}`}
                className="inline-flex h-12 items-center rounded-full bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
              >
                {t("reach.concierge")}
              </LocalLink>
            </p>
          )}
        </aside>
      </div>
      {children}
    </article>
  );
}

/** The item's one picture, first on the page: fetched first, its words are the heading's. */
export function HeroPicture({ src, alt }: { src: string | null; alt?: string | null }) {
  return (
    <Picture
      src={src}
      // A library photo says what it shows (decision 098); a drawing is decorative.
      alt={alt ?? ""}
      format={PICTURE_FORMAT.detail}
      priority
      className="mt-6 aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover"
    />
  );
}

/** One fact of the "at a glance" list: a label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** The facts' box of a detail page's aside. */
export const FACTS = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";

/**
 * One kind of detail page, ready for its route module: its words for a missing item and its
 * head (see ./head.ts), the route's `meta` and its ErrorBoundary, a "not found" page that leads
 * back to the list.
 */
export function detailShape<D>(shape: DetailShape<D>) {
  return {
    ...shape,
    meta: (args: MetaArgs<D>) => detailMeta(args, shape),
    // biome-ignore lint/correctness/noComponentHookFactories: made once, at a route module's top level.
    ErrorBoundary: () => <NotFoundBoundary {...shape.notFound} />,
  };
}
