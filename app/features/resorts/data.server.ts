import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { type Lang, localizePath } from "../../../core/i18n.ts";
import { resortPath } from "../../../core/urls.ts";
import { type Services, servicesContext } from "../../lib/context.server.ts";
import { found, requestLang } from "../detail/load.server.ts";

/** The resorts as their cards show them (spec §3; editors run them, decision 107). */
export async function resortCards(services: Services, lang: Lang) {
  const resorts = await services.resorts.all(lang);
  return resorts.map((resort) => ({
    id: resort.id,
    slug: resort.friendlyUrl,
    href: resortPath(resort.friendlyUrl),
    name: resort.name,
    stars: resort.stars ?? 0,
    priceUsd: resort.priceUsd,
    zone: resort.zone,
    summary: resort.shortdescription,
    pictureUrl: resort.pictureUrl,
  }));
}

/** The loader of a page of the resorts' cards (ResortOptions, VisitVallarta). */
export async function resortsLoader({ request, context }: LoaderFunctionArgs) {
  return { resorts: await resortCards(context.get(servicesContext), requestLang(request)) };
}

export type ResortCardData = Awaited<ReturnType<typeof resortCards>>[number];

/**
 * GenericResortView (spec §2): `/resort/{item}`, one of the resorts editors run (decision 107);
 * a resort they hid answers 410 Gone, like an archived item (decision 100); a renamed one's old
 * slug answers 301 to its page now, in the page's language (decisions 101, 107).
 */
export async function resortData(services: Services, lang: Lang, item: string) {
  const shown = await services.resorts.find(lang, item);
  if (!shown && (await services.resorts.gone(item))) throw data(null, { status: 410 });
  const moved = shown ? null : await services.records.movedTo("resort", item);
  if (moved) throw redirect(localizePath(resortPath(moved), lang), 301);
  return resortPageData(services, lang, found(shown));
}

type Resort = NonNullable<Awaited<ReturnType<Services["resorts"]["find"]>>>;

/**
 * The resort page's data for a resort as the site reads it: the one of the address, or a draft's
 * made into one for the back office's preview (decision 108), with the zones and the others.
 */
export async function resortPageData(services: Services, lang: Lang, resort: Resort) {
  const [zones, cards] = await Promise.all([
    services.dependantFields.zones(lang),
    resortCards(services, lang),
  ]);
  return {
    resort,
    path: resortPath(resort.friendlyUrl),
    zones: zones.map(({ id, name, path }) => ({ id, name, path })),
    others: cards.filter((card) => card.id !== resort.id),
  };
}

export type ResortData = Awaited<ReturnType<typeof resortPageData>>;
