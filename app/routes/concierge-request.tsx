import { isRouteErrorResponse, useRouteError } from "react-router";
import { LocalLink } from "../components/LocalLink.tsx";
import {
  TRACKING_HEADERS,
  trackingAction,
  trackingLoader,
} from "../features/concierge/load.server.ts";
import { TrackingView } from "../features/concierge/TrackingView.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/concierge-request";

needMessages("concierge");

/**
 * A concierge request's tracking page (issue 16, decision 112): opened by its secret link
 * (`?key=`) or by the member who asked. Never stored, never indexed, never a referrer.
 */
export const loader = (args: Route.LoaderArgs) => trackingLoader(args);
export const action = (args: Route.ActionArgs) => trackingAction(args);

export function headers() {
  return TRACKING_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: "/onlineConcierge",
    title: t("concierge.track.title"),
    description: t("concierge.description"),
    noindex: true,
  });
}

export default function ConciergeRequestPage({ loaderData }: Route.ComponentProps) {
  return <TrackingView request={loaderData.request} sent={loaderData.sent} />;
}

/** No request for this id and key: the same words whatever the reason, so nothing leaks. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900">{t("concierge.notFound.title")}</h1>
      <p className="mt-3 text-ink-700">{t("concierge.notFound.body")}</p>
      <p className="mt-3">
        <LocalLink to="/onlineConcierge" className="font-semibold text-ocean-900 underline">
          {t("concierge.heading")}
        </LocalLink>
      </p>
    </div>
  );
}
