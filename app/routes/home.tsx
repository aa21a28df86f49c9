import { data } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { homeData } from "../features/home/data.server.ts";
import { HomeView, homeMeta } from "../features/home/HomeView.tsx";
import { servicesContext } from "../lib/context.server.ts";
import { siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/home";

/** Home, and the catch-all for unknown paths (spec §2), which answers with status 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const unknownPath = "*" in params ? url.pathname : null;
  const home = await homeData(
    context.get(servicesContext),
    langFromPath(url.pathname),
    unknownPath,
  );
  return data(home, { status: unknownPath ? 404 : 200 });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return homeMeta(siteFromMatches(matches), langFromPath(location.pathname), loaderData);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView data={loaderData} />;
}
