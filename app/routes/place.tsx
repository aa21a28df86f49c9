import type { ComponentType } from "react";
import { data } from "react-router";
import { SYS_ITEM_TYPE } from "../../core/constants.ts";
import { itemReviewAction, requestLang } from "../features/detail/load.server.ts";
import { PLACE_PAGE, PlaceView } from "../features/directory/PlaceView.tsx";
import { placeCategoryOf, placeData } from "../features/directory/place.server.ts";
import { homeNotFound } from "../features/home/not-found.server.ts";
import { messagesReady } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { LazyView, lazyViews } from "../lib/lazy-views.tsx";
import type { Route } from "./+types/place";

/**
 * GenericDirectoryView (spec §2): `/{category}/{location}/{item}` for any place category in the
 * database, so a category added there has its pages without a rebuild (decision 052). Another
 * first segment names nothing: Home's catch-all answers, with status 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = requestLang(request);
  const category = await placeCategoryOf(services, lang, new URL(request.url).pathname);
  if (!category) return homeNotFound(services, request);
  // The rest from the params, not the URL: a client navigation's data request ends in `.data`.
  const requested = category.moved ? null : `/${category.slug}/${params.location}/${params.item}`;
  const place = await placeData(services, lang, params.item, requested);
  return { kind: "place" as const, ...place };
}

/** The review form posted without JavaScript (issue 9, decision 024). */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const { places } = services;
  // Another path is Home's, which takes no post: React Router's answer to that is a 405.
  const path = new URL(args.request.url).pathname;
  if (!(await placeCategoryOf(services, requestLang(args.request), path))) {
    throw data(null, { status: 405 });
  }
  return itemReviewAction(args, async (lang) => {
    const place = await places.find(lang, args.params.item);
    return place && { sysItemTypeID: SYS_ITEM_TYPE.places, id: place.id };
  });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (loaderData?.kind === "home") return loaderData.meta;
  return PLACE_PAGE.meta({ ...args, loaderData });
}

/** Home, for a first segment that is no place category: its own chunk, as on the top level. */
const views = lazyViews("place", {
  home: () =>
    import("../features/home/HomeView.tsx").then((m) => m.HomeView as ComponentType<never>),
});

/** On a client navigation to a path that names nothing, Home and its strings load with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaderData = await serverLoader();
  if (loaderData.kind === "home") {
    await views.load("home");
    await messagesReady();
  }
  return loaderData;
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "home")
    return <LazyView views={views} name="home" props={{ data: loaderData.home }} />;
  return <PlaceView data={loaderData} />;
}

export const ErrorBoundary = PLACE_PAGE.ErrorBoundary;
