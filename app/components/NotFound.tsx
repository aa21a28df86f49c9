import { isRouteErrorResponse, useRouteError } from "react-router";
import type { MessageKey } from "../i18n/en.ts";
import { useT } from "../i18n/index.ts";
import { LocalLink } from "./LocalLink.tsx";

/**
 * A route's error boundary: a real "not found" page for a 404 (the status is already set by the
 * loader), the general error page otherwise, both leading back to where the visitor can go on.
 */
export function NotFoundBoundary({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: MessageKey;
  text: MessageKey;
  backTo: string;
  backLabel: MessageKey;
}) {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // An archived item's page answers 410 (decision 100): say it is gone for good, not missing.
  const gone = isRouteErrorResponse(error) && error.status === 410;
  // A 4xx answer (a POST to a page that takes none: 405) is the visitor's, not a fault of ours.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-4xl text-ink-900">
        {gone ? t("gone.title") : notFound ? t(title) : t("error.title")}
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        {gone ? t("gone.text") : notFound ? t(text) : t("error.text")}
      </p>
      <LocalLink
        to={backTo}
        className="mt-8 inline-flex rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700"
      >
        {t(backLabel)}
      </LocalLink>
    </div>
  );
}
