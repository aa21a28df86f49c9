import { useActionData, useFetcher } from "react-router";
import { pagePath } from "../../../core/pages.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import type { MembersState } from "./members.ts";
import { REDEEM_INTENT, type RedeemResult } from "./redeem.ts";

needMessages("benefits");

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold disabled:opacity-60";

/**
 * A members-only benefit's box (issue 13, decision 075). Visitors see it locked: that it is for
 * members, its terms and how to unlock it, never a code. The signed-in member sees their code,
 * big enough for the partner to read across a counter, and a "Redeem" form that posts without
 * JavaScript (the page's action) and, with it, without reloading the page.
 */
export function MembersBox({
  benefitId,
  anchor,
  provider,
  members,
}: {
  benefitId: number;
  anchor: string;
  provider: string;
  members: MembersState;
}) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher<RedeemResult>();
  const posted = useActionData<RedeemResult>();
  const result =
    fetcher.data ?? (posted?.benefitId === benefitId ? posted : undefined) ?? undefined;
  const headingId = `${anchor}-members`;
  const usedUp = members.oncePerMember && members.lastRedeemedAt !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 rounded-xl border-2 border-lagoon-700 bg-sand-50 p-4"
    >
      <h4 id={headingId} className="font-display text-xl text-ink-900">
        {members.code === null ? t("benefits.members.locked") : t("benefits.members.unlocked")}
      </h4>
      <p className="mt-1 text-sm font-semibold text-ink-700">
        {members.oncePerMember ? t("benefits.members.once") : t("benefits.members.repeat")}
      </p>
      <p className="mt-2 text-ink-700">{members.terms}</p>
      {members.code === null ? (
        <>
          <p className="mt-3 text-ink-700">{t("benefits.members.unlock")}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <LocalLink
              to={pagePath("sign-up")}
              className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
            >
              {t("benefits.members.signUp")}
            </LocalLink>
            <LocalLink
              to={pagePath("login")}
              className={`${BUTTON} border border-ocean-900 text-ocean-900 hover:bg-sand-100`}
            >
              {t("benefits.members.logIn")}
            </LocalLink>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-700">{t("benefits.members.show", { provider })}</p>
          <p className="mt-1 font-mono text-4xl font-bold tracking-[0.15em] text-ink-900 sm:text-5xl">
            {members.code}
          </p>
          {members.lastRedeemedAt ? (
            <p className="mt-2 font-semibold text-jungle-700">
              {t(usedUp ? "benefits.members.redeemedOnce" : "benefits.members.redeemedLast", {
                date: formatDate(members.lastRedeemedAt, lang),
              })}
            </p>
          ) : null}
          {usedUp ? null : (
            <fetcher.Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={REDEEM_INTENT} />
              <input type="hidden" name="benefitId" value={benefitId} />
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
              >
                {fetcher.state === "idle"
                  ? t("benefits.members.redeem")
                  : t("benefits.members.redeeming")}
              </button>
            </fetcher.Form>
          )}
          <p
            role="status"
            className={
              result?.outcome === "done"
                ? "mt-2 text-jungle-700"
                : "mt-2 font-semibold text-coral-700"
            }
          >
            {result ? t(`benefits.members.outcome.${result.outcome}`, { provider }) : ""}
          </p>
        </>
      )}
    </section>
  );
}
