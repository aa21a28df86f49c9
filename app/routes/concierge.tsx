import { LocalLink } from "../components/LocalLink.tsx";
import { conciergeFormAction } from "../features/concierge/action.server.ts";
import { ConciergeForm } from "../features/concierge/ConciergeForm.tsx";
import { conciergeFormLoader } from "../features/concierge/load.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/concierge";

needMessages("concierge");

/**
 * OnlineConcierge (spec §2, issue 16, `/onlineConcierge`): the request form, filled in from the
 * place, activity or event it was opened from (`?item=`); a member sees their requests too.
 */
export const loader = (args: Route.LoaderArgs) => conciergeFormLoader(args);

/** The form, posted with or without JavaScript: on to the new request's tracking page. */
export const action = (args: Route.ActionArgs) => conciergeFormAction(args);

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: "/onlineConcierge",
    title: t("concierge.title"),
    description: t("concierge.description"),
  });
}

export default function ConciergePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { today, item, member } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("concierge.heading")}</h1>
      <p className="mt-3 text-lg text-ink-700">{t("concierge.intro")}</p>
      <ConciergeForm today={today} item={item} member={member} />
      {member ? (
        <section aria-labelledby="concierge-mine" className="mt-10">
          <h2 id="concierge-mine" className="font-display text-2xl text-ink-900">
            {t("concierge.mine")}
          </h2>
          {member.requests.length === 0 ? (
            <p className="mt-2 text-ink-700">{t("concierge.mineNone")}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {member.requests.map((request) => (
                <li key={request.id}>
                  <LocalLink
                    to={`/onlineConcierge/requests/${request.id}`}
                    className="font-semibold text-ocean-900 underline"
                  >
                    {t("concierge.request", { id: request.id })}:{" "}
                    {request.itemTitle ?? t(`concierge.kind.${request.kind}`)}
                  </LocalLink>{" "}
                  · {request.date} · {t(`concierge.status.${request.status}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
