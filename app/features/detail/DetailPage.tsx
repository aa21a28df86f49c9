import type { ReactNode } from "react";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { NotFoundBoundary } from "../../components/NotFound.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { useT } from "../../i18n/index.ts";
import type { MetaArgs } from "../../lib/seo.ts";
import { ActionBar, type BarAction } from "./ActionBar.tsx";
import { type DetailShape, detailMeta } from "./head.ts";

/**
 * The shape of a detail page (place, activity, event, resort): the trail, then the item's name
 * and story beside an aside of facts, then whatever follows (reviews, more of the same). The
 * facts and actions come before the story in the page's order, so a phone shows them first
 * (docs/decisions/139); a wide screen puts them beside it. On a phone the main actions also stay
 * at the bottom of the screen (ActionBar.tsx).
 */
export function DetailPage({
  trail,
  title,
  intro,
  aside,
  asideLabel,
  asideClassName = "lg:pt-20",
  main,
  children,
  savedItemId,
  actions = [],
}: {
  trail: { to: string; label: string }[];
  title: string;
  /** The short lines under the name (kind, zone, stars, price): before the facts on a phone. */
  intro?: ReactNode;
  /** The aside's name: its heading's id, or its own words. */
  asideLabel: { labelledBy: string } | { label: string };
  asideClassName?: string;
  aside: ReactNode;
  /** The item's story: its pictures and long text, after the facts on a phone. */
  main: ReactNode;
  children?: ReactNode;
  /** The page's main actions for the phone's action bar (My trip's heart is added to them). */
  actions?: BarAction[];
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
      {/* The aside spans both rows on a wide screen; the 1fr row keeps the story under the name. */}
      <div className="mt-4 grid gap-x-10 gap-y-8 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-y-0">
        <div className="lg:col-start-1 lg:row-start-1">
          <div className="flex items-start justify-between gap-4">
            <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
              {title}
            </h1>
            {savedItemId === undefined ? null : (
              // On a phone the heart is in the action bar, in reach of the thumb.
              <div className="hidden lg:block">
                <SaveHeart itemId={savedItemId} title={title} />
              </div>
            )}
          </div>
          {intro}
        </div>
        <aside
          {...named}
          className={`lg:col-start-2 lg:row-span-2 lg:row-start-1 ${asideClassName}`}
        >
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
        <div className="lg:col-start-1 lg:row-start-2">{main}</div>
      </div>
      {children}
      <ActionBar
        actions={actions}
        save={savedItemId === undefined ? undefined : { itemId: savedItemId, title }}
      />
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
