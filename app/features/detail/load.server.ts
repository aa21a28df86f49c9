import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { type Lang, langFromPath, localizeAsked, localizePath } from "../../../core/i18n.ts";
import { type Services, servicesContext } from "../../lib/context.server.ts";
import { reviewAction } from "../reviews/action.server.ts";

/** The page's language, from the request's path (a client navigation's ends in `.data`). */
export const requestLang = (request: Request): Lang => langFromPath(new URL(request.url).pathname);

/**
 * A detail route's loader: the services and the page's language from the request, the item's
 * slug from the route's param `param` (`/event/:item` → "item"), handed to the page's `load`.
 */
export function detailLoader<D>(
  load: (services: Services, lang: Lang, slug: string) => Promise<D>,
  param: string,
) {
  return ({ request, params, context }: LoaderFunctionArgs): Promise<D> =>
    load(context.get(servicesContext), requestLang(request), params[param] ?? "");
}

/** The item, or the route's 404 (its ErrorBoundary shows the not-found page). */
export function found<T>(item: T | null | undefined, body: unknown = null): T {
  if (item === null || item === undefined) throw data(body, { status: 404 });
  return item;
}

/**
 * A slug that names no published item of `catalogId` (decisions 100, 101): an archived item's
 * page answers 410 Gone; an old slug of a renamed item answers 301 to its page now, in the
 * page's language (`pathOf` finds it by its new slug); anything else is the route's 404.
 */
export async function goneOrMoved(
  services: Services,
  catalogId: number,
  slug: string,
  lang: Lang,
  pathOf: (slug: string) => Promise<string | null>,
): Promise<never> {
  const fate = await services.editing.slugFate(catalogId, slug);
  if (fate && "gone" in fate) throw data(null, { status: 410 });
  if (fate) {
    const path = await pathOf(fate.movedTo);
    if (path) throw redirect(localizePath(path, lang), 301);
  }
  throw data(null, { status: 404 });
}

/**
 * A provider's page whose slug (or the slug an old one of it leads to, `moved`) is an archived
 * provider's (decision 111) answers 410 Gone, as a hidden resort's does (decision 107).
 */
export async function refuseArchivedProvider(
  services: Services,
  slug: string,
  moved: string | null,
): Promise<void> {
  if (await services.providers.gone(moved ?? slug)) throw data(null, { status: 410 });
}

/**
 * An item asked for at another path than its own (a moved zone, a renamed category, a zone's
 * English slug in a Spanish address: decision 136) is sent to its canonical path for good, in the
 * page's language. Paths are English, without `/es`, their zone segment as asked for.
 */
export function ensureCanonical(requested: string, canonical: string, lang: Lang): void {
  const localized = localizePath(canonical, lang);
  if (localizeAsked(requested, lang) !== localized) throw redirect(localized, 301);
}

/** An item's reviews and their average, for its page (spec §5). */
export async function reviewsOf(services: Services, sysItemTypeID: number, itemID: number) {
  const [list, summaries] = await Promise.all([
    services.reviews.list(sysItemTypeID, itemID),
    services.reviews.summaries([itemID]),
  ]);
  return { reviews: list.reviews, rating: summaries.get(itemID) ?? null };
}

/**
 * The review form posted without JavaScript (issue 9, decision 024), for the page's own item:
 * `find` looks it up in the page's language; an unknown one is a 404.
 */
export async function itemReviewAction(
  args: ActionFunctionArgs,
  find: (lang: Lang) => Promise<{ sysItemTypeID: number; id: number } | null | undefined>,
) {
  const item = found(await find(requestLang(args.request)));
  return reviewAction(args, { sysItemTypeID: item.sysItemTypeID, itemID: item.id });
}
