import { accountMeta } from "../features/accounts/head.ts";
import { TripView } from "../features/trip/TripView.tsx";
import { tripAction, tripLoader } from "../features/trip/trip.server.ts";
import { needMessages } from "../i18n/index.ts";
import type { Route } from "./+types/account-trip";

needMessages("account");

/**
 * My trip (issue 13, `/account/trip`, `/es/account/trip`): the member's saved items by day and
 * on the map, their events as a calendar file; the hearts of every page post here.
 */
export const loader = (args: Route.LoaderArgs) => tripLoader(args);
export const action = (args: Route.ActionArgs) => tripAction(args);

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "account-trip", { title: "trip.title", description: "trip.title" });

export default function TripPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TripView data={loaderData} result={actionData} />;
}
