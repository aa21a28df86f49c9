import type { MetaDescriptor } from "react-router";
import { type PageId, trailOf } from "../../../core/pages.ts";
import type { MessageKey } from "../../i18n/en.ts";
import type { Translate } from "../../i18n/index.ts";
import {
  type HeadContext,
  headContext,
  type MetaArgs,
  notFoundMeta,
  type PageMetaInput,
  pageMeta,
} from "../../lib/seo.ts";
import type { RatingSummary } from "../reviews/Reviews.tsx";

/** A detail page's words for an item that doesn't exist, and the list to go back to. */
export type NotFoundKeys = {
  title: MessageKey;
  text: MessageKey;
  backTo: string;
  backLabel: MessageKey;
};

/** A detail page's head, minus what every page has: the operator and the language. */
export type DetailHead = Omit<PageMetaInput, "site" | "lang">;

/** One kind of detail page: its words for a missing item, and how its head describes one. */
export type DetailShape<D> = {
  notFound: NotFoundKeys;
  head: (data: D, context: HeadContext) => DetailHead;
};

/**
 * The head of a detail page (place, activity, event, resort, article, provider): its own when
 * the loader found the item, else the not-found words, kept out of search engines.
 */
export function detailMeta<D>(args: MetaArgs<D>, shape: DetailShape<D>): MetaDescriptor[] {
  const context = headContext(args);
  const { site, lang, t } = context;
  if (!args.loaderData) {
    const { title, text } = shape.notFound;
    return notFoundMeta(site, lang, args.location.pathname, t(title), t(text));
  }
  return pageMeta({ site, lang, ...shape.head(args.loaderData, context) });
}

/** A step of a page's trail: its name and English path (the last step is the page itself). */
export type Crumb = { name: string; path: string };

/** The trail before a page, from the registry's parents (core/pages.ts), in the page's words. */
export const parentCrumbs = (id: PageId, t: Translate): Crumb[] =>
  trailOf(id).map((step) => ({ name: t(step.title), path: step.path }));

/** A trail as the Breadcrumb component takes it. */
export const crumbSteps = (crumbs: readonly Crumb[]) =>
  crumbs.map(({ name, path }) => ({ to: path, label: name }));

/** schema.org BreadcrumbList of the trail, at the page language's URLs. */
export function breadcrumbList(context: HeadContext, crumbs: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: context.url(crumb.path),
    })),
  };
}

/** The item's reviews for search engines, when it has any (spec §5). */
export function aggregateRating(rating: RatingSummary) {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Number(rating.average.toFixed(1)),
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
