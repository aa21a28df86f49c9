import { useEffect } from "react";
import { needMessages, useLang, useSiteName, useT } from "../../i18n/index.ts";
import { formatDate, formatWhen } from "../../lib/format.ts";
import { keepOffline } from "./offline.ts";
import type { MemberCardData } from "./types.ts";
import { keepScreenAwake } from "./wake-lock.ts";

needMessages("events");

/** One labelled fact of the card: a term and its value. */
function Fact({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-lagoon-100">{term}</dt>
      <dd className={`text-lg text-white ${mono ? "font-mono tracking-wider" : "font-semibold"}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The member's privilege card (decision 073): name, number, dates and the QR code of its signed
 * verification link, drawn inline so the page shows it offline; and when this copy was made.
 */
export function MemberCardView({ card }: { card: MemberCardData }) {
  const t = useT();
  const lang = useLang();
  const product = useSiteName();
  useEffect(() => {
    if (!card.unverified) void keepOffline();
  }, [card.unverified]);
  // Shown to staff at a counter: the screen stays on while the card is on it.
  useEffect(() => (card.unverified ? undefined : keepScreenAwake()), [card.unverified]);
  if (card.unverified) {
    return (
      <p role="status" className="rounded-lg bg-sand-100 p-4 text-ink-900">
        {t("cardMember.unverified")}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="member-card"
      className="grid items-start gap-6 md:grid-cols-[3fr_2fr]"
    >
      <div className="rounded-[var(--radius-card)] bg-ocean-900 p-6 text-white shadow-[var(--shadow-card)]">
        <h2 id="member-card" className="font-display text-2xl">
          {t("cardMember.heading")}
          <span className="ml-2 text-base text-lagoon-100">{product}</span>
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <Fact term={t("cardMember.holder")} value={card.name} />
          <Fact term={t("cardMember.number")} value={card.number} mono />
          <Fact term={t("cardMember.issued")} value={formatDate(card.issuedAt, lang)} />
          <Fact term={t("cardMember.validUntil")} value={formatDate(card.validUntil, lang)} />
        </dl>
        <p className="mt-5 text-sm text-lagoon-100">
          {t("cardMember.refreshed", { when: formatWhen(card.refreshedAt, null, lang, true) })}
        </p>
      </div>
      <div className="flex flex-col items-center gap-3">
        <svg
          role="img"
          aria-label={t("cardMember.qr")}
          viewBox={`-4 -4 ${card.qr.size + 8} ${card.qr.size + 8}`}
          className="aspect-square w-full max-w-72 rounded-lg bg-white"
          shapeRendering="crispEdges"
        >
          <rect x="-4" y="-4" width={card.qr.size + 8} height={card.qr.size + 8} fill="#fff" />
          <path d={card.qr.path} fill="#000" />
        </svg>
        <p className="text-center text-ink-700">{t("cardMember.show")}</p>
      </div>
    </section>
  );
}
