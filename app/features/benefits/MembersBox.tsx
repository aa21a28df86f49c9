import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { validityInWords } from "../../../core/benefit-validity.ts";
import { pagePath } from "../../../core/pages.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import { pendingSearch } from "../accounts/pending.tsx";
import type { MembersState } from "./members.ts";
import { REDEEM_INTENT, type RedeemResult } from "./redeem.ts";

needMessages("benefits");

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold disabled:opacity-60";

/** The address parameter that opens a benefit's confirmation step without JavaScript. */
const CONFIRMING = "redeem";

/**
 * A members-only benefit's box (issue 13, decision 075). Visitors see it locked: that it is for
 * members, its terms, its days and hours and how to unlock it, never a code. The signed-in member
 * sees their code, big enough for the partner to read across a counter, and "Redeem", which asks
 * first to show the screen to the partner's staff and confirm together (decision 140). Without
 * JavaScript "Redeem" is a form that opens that step (`?redeem=<id>`) and "Confirm" posts to the
 * page's action; with it, both happen in place without reloading the page.
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
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const result =
    fetcher.data ?? (posted?.benefitId === benefitId ? posted : undefined) ?? undefined;
  const headingId = `${anchor}-members`;
  const usedUp = members.oncePerMember && members.lastRedeemedAt !== null;
  const when = members.validity ? validityInWords(members.validity, lang) : null;
  // The confirmation step: opened in place, or by the address without JavaScript; a finished
  // redemption closes it.
  const [opened, setOpened] = useState(false);
  const asked = opened || params.get(CONFIRMING) === String(benefitId);
  const confirming = asked && !usedUp && fetcher.state === "idle" && result?.outcome !== "done";
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (opened) confirmHeading.current?.focus();
  }, [opened]);
  useEffect(() => {
    if (fetcher.data?.outcome === "done") setOpened(false);
  }, [fetcher.data]);
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
      {when ? (
        <p className="mt-2 font-semibold text-ink-900">
          {t("benefits.members.validity", { when })}
        </p>
      ) : null}
      {members.code === null ? (
        <>
          <p className="mt-3 text-ink-700">{t("benefits.members.unlock")}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <LocalLink
              to={`${pagePath("sign-up")}${pendingSearch({ next: pathname, save: null })}`}
              className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
            >
              {t("benefits.members.signUp")}
            </LocalLink>
            <LocalLink
              to={`${pagePath("login")}${pendingSearch({ next: pathname, save: null })}`}
              className={`${BUTTON} border border-ocean-900 text-ocean-900 hover:bg-sand-100`}
            >
              {t("benefits.members.logIn")}
            </LocalLink>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-700">{t("benefits.members.show", { provider })}</p>
          <p className="mt-1 whitespace-nowrap font-mono text-3xl font-bold tracking-[0.15em] text-ink-900 min-[360px]:text-4xl sm:text-5xl">
            {members.code}
          </p>
          {members.lastRedeemedAt ? (
            <p className="mt-2 font-semibold text-jungle-700">
              {t(usedUp ? "benefits.members.redeemedOnce" : "benefits.members.redeemedLast", {
                date: formatDate(members.lastRedeemedAt, lang),
              })}
            </p>
          ) : null}
          {usedUp ? null : confirming ? (
            <div className="mt-4 rounded-lg border-2 border-sun-400 bg-white p-4">
              <h5
                ref={confirmHeading}
                tabIndex={-1}
                className="font-display text-lg text-ink-900 outline-none"
              >
                {t("benefits.members.confirmHeading", { provider })}
              </h5>
              <p className="mt-1 text-ink-700">{t("benefits.members.confirmText", { provider })}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <fetcher.Form method="post" className="contents">
                  <input type="hidden" name="intent" value={REDEEM_INTENT} />
                  <input type="hidden" name="benefitId" value={benefitId} />
                  <button
                    type="submit"
                    className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
                  >
                    {t("benefits.members.confirm")}
                  </button>
                </fetcher.Form>
                <Link
                  to={{ pathname, hash: anchor }}
                  replace
                  preventScrollReset
                  onClick={() => setOpened(false)}
                  className={`${BUTTON} border border-ocean-900 text-ocean-900 hover:bg-sand-100`}
                >
                  {t("benefits.members.cancel")}
                </Link>
              </div>
            </div>
          ) : (
            <form
              method="get"
              action={`${pathname}#${anchor}`}
              className="mt-3"
              onSubmit={(event) => {
                event.preventDefault();
                setOpened(true);
              }}
            >
              <input type="hidden" name={CONFIRMING} value={benefitId} />
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                className={`${BUTTON} bg-ocean-900 text-white hover:bg-ocean-700`}
              >
                {fetcher.state === "idle"
                  ? t("benefits.members.redeem")
                  : t("benefits.members.redeeming")}
              </button>
            </form>
          )}
          <p
            role="status"
            className={
              result?.outcome === "done"
                ? "mt-2 text-jungle-700"
                : "mt-2 font-semibold text-coral-700"
            }
          >
            {result
              ? t(`benefits.members.outcome.${result.outcome}`, { provider, when: when ?? "" })
              : ""}
          </p>
        </>
      )}
    </section>
  );
}
