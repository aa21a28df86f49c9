import { SYS_ITEM_TYPE } from "../../core/constants.ts";
import { itemReviewAction, requestLang } from "../features/detail/load.server.ts";
import { PLACE_PAGE, PlaceView } from "../features/directory/PlaceView.tsx";
import { placeData } from "../features/directory/place.server.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/place";

/** GenericDirectoryView (spec §2): `/{category}/{location}/{item}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Built from the params, not the URL: a client navigation's data request ends in `.data`.
  const category = new URL(request.url).pathname.replace(/^\/es(?=\/)/, "").split("/")[1];
  const requested = `/${category}/${params.location}/${params.item}`;
  return placeData(context.get(servicesContext), lang, params.item, requested);
}

/** The review form posted without JavaScript (issue 9, decision 024). */
export async function action(args: Route.ActionArgs) {
  const { places } = args.context.get(servicesContext);
  return itemReviewAction(args, async (lang) => {
    const place = await places.find(lang, args.params.item);
    return place && { sysItemTypeID: SYS_ITEM_TYPE.places, id: place.id };
  });
}

export const meta = PLACE_PAGE.meta;

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  return <PlaceView data={loaderData} />;
}

export const ErrorBoundary = PLACE_PAGE.ErrorBoundary;
