import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import type { CardCheckData } from "./types.ts";

needMessages("events");

/**
 * What a partner sees on scanning a member's card (decision 073): valid or not, and when valid the
 * member's first name and the card's dates; nothing else about the member.
 */
export function CardCheckView({ check }: { check: CardCheckData }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-display text-4xl text-ink-900">{t("cardCheck.title")}</h1>
      <p className="mt-2 text-ink-700">{t("cardCheck.intro")}</p>
      {check.throttled ? (
        <p role="alert" className="mt-6 rounded-lg bg-coral-50 p-4 font-semibold text-coral-700">
          {t("cardCheck.throttled")}
        </p>
      ) : check.valid ? (
        <section
          aria-labelledby="card-check-result"
          className="mt-6 rounded-[var(--radius-card)] border-4 border-jungle-700 bg-white p-6"
        >
          <h2 id="card-check-result" className="font-display text-3xl text-jungle-700">
            <span aria-hidden="true">✓ </span>
            {t("cardCheck.valid")}
          </h2>
          <dl className="mt-4 grid gap-3">
            <div>
              <dt className="text-sm text-ink-700">{t("cardCheck.member")}</dt>
              <dd className="text-2xl font-semibold text-ink-900">{check.firstName}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-700">{t("cardMember.issued")}</dt>
              <dd className="text-lg text-ink-900">{formatDate(check.issuedAt ?? "", lang)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-700">{t("cardMember.validUntil")}</dt>
              <dd className="text-lg text-ink-900">{formatDate(check.validUntil ?? "", lang)}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <section
          aria-labelledby="card-check-result"
          className="mt-6 rounded-[var(--radius-card)] border-4 border-coral-700 bg-white p-6"
        >
          <h2 id="card-check-result" className="font-display text-3xl text-coral-700">
            <span aria-hidden="true">✗ </span>
            {t("cardCheck.notValid")}
          </h2>
          <p className="mt-3 text-ink-900">{t(`cardCheck.reason.${check.reason ?? "invalid"}`)}</p>
        </section>
      )}
    </div>
  );
}
