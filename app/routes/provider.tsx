import { PROVIDER_PAGE, ProviderView } from "../features/activities/ProviderView.tsx";
import { providerData } from "../features/activities/provider.server.ts";
import { requestLang } from "../features/detail/load.server.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/provider";

/** GenericProviderView for activities (spec §2): `/activities/providers/{destination}/{provider}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return providerData(context.get(servicesContext), requestLang(request), params);
}

export const meta = PROVIDER_PAGE.meta;

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  return <ProviderView data={loaderData} />;
}

export const ErrorBoundary = PROVIDER_PAGE.ErrorBoundary;
