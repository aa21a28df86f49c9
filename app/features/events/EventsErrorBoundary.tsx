import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { needMessages, useT } from "../../i18n/index.ts";
import { ApiRequestError, isCanceled } from "../../lib/api.ts";

needMessages("events");

/**
 * When the events can't be loaded (offline on roaming data, say): what went wrong, normalised
 * (spec §8), and a way to try again. A cancelled request is never shown as an error.
 */
export function EventsErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const location = useLocation();
  const canceled = isCanceled(error);
  // A 4xx the router answers by itself (a form posted to the page, which takes none: 405) is an
  // answer to the visitor, not a fault to log (as entry.server.tsx's handleError has it).
  const answered = isRouteErrorResponse(error) && error.status < 500;
  if (!canceled && !answered) console.error(error);
  const detail = error instanceof ApiRequestError && !canceled ? error.failure.title : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-4xl text-ink-900">{t("events.failedTitle")}</h1>
      <p className="mt-4 text-lg text-ink-700">{t("events.failedText")}</p>
      {detail ? <p className="mt-2 text-ink-500">{detail}</p> : null}
      <a
        href={location.pathname + location.search}
        className="mt-8 inline-flex rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700"
      >
        {t("error.retry")}
      </a>
    </div>
  );
}
