import { LocalLink } from "../components/LocalLink.tsx";
import { PrivilegeCardArt } from "../components/PrivilegeCardArt.tsx";
import { TitledSection } from "../components/SectionHeading.tsx";
import { CardJoin } from "../features/card/CardJoin.tsx";
import { memberCardOf } from "../features/card/card.server.ts";
import { MemberCardView } from "../features/card/MemberCardView.tsx";
import { EventsErrorBoundary } from "../features/events/EventsErrorBoundary.tsx";
import { EventsView } from "../features/events/EventsView.tsx";
import { eventsMeta } from "../features/events/loaders.ts";
import { eventsLoader } from "../features/events/source.server.ts";
import { needMessages, useSiteName, useT } from "../i18n/index.ts";
import type { Route } from "./+types/privilege-card";

needMessages("events");

/**
 * PrivilegeCard (spec §2): a signed-in member's card (decision 073), or for a visitor what the
 * card is and how to get one; the events view under it. No client loader: the card comes from the
 * server with each search (the visitor's page is still cached, the member's never: decision 072).
 */
export async function loader(args: Route.LoaderArgs) {
  const [events, card] = await Promise.all([eventsLoader(args), memberCardOf(args)]);
  return { ...events, card };
}

export const meta = (args: Route.MetaArgs) => eventsMeta(args, "/privilege-card", "card", false);

const STEPS = [
  ["card.step1Title", "card.step1Text"],
  ["card.step2Title", "card.step2Text"],
  ["card.step3Title", "card.step3Text"],
] as const;

export default function PrivilegeCardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const product = useSiteName();
  const { card } = loaderData;
  const intro = (
    <div>
      <p className="text-lg text-ink-700">{t("card.intro")}</p>
      <LocalLink
        to="/benefits"
        className="mt-6 inline-flex rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700"
      >
        {t("card.benefitsLink")}
      </LocalLink>
    </div>
  );
  // A member at a counter opens this page to show the card: the card and its QR code come
  // first, the explanations after them (docs/decisions/140).
  if (card && !card.unverified) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10 lg:px-6">
        <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{t("card.heading")}</h1>
        <div className="mt-4 sm:mt-6">
          <MemberCardView card={card} />
        </div>
        <div className="mt-12">{intro}</div>
        <CardDetails loaderData={loaderData} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
      <div className="grid items-center gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="mb-4 font-display text-4xl text-ink-900 sm:text-5xl">
            {t("card.heading")}
          </h1>
          {intro}
        </div>
        <PrivilegeCardArt product={product} label={t("card.imageLabel")} />
      </div>

      <div className="mt-10">{card ? <MemberCardView card={card} /> : <CardJoin />}</div>
      <CardDetails loaderData={loaderData} />
    </div>
  );
}

/** How the card works, and what's on: under the card, or under the way to get one. */
function CardDetails({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useT();
  return (
    <>
      <TitledSection id="card-how" title={t("card.howHeading")} className="mt-14">
        <ol className="mt-6 grid gap-5 md:grid-cols-3">
          {STEPS.map(([title, text], i) => (
            <li
              key={title}
              className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-sun-400 font-display text-xl text-ocean-950"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-display text-xl text-ink-900">{t(title)}</h3>
              <p className="mt-2 text-ink-700">{t(text)}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="card-events" title={t("card.eventsHeading")} className="mt-14">
        <p className="mt-2 text-ink-700">{t("card.eventsIntro")}</p>
        <div className="mt-6">
          <EventsView data={loaderData} headingLevel={3} />
        </div>
      </TitledSection>
    </>
  );
}

export function ErrorBoundary() {
  return <EventsErrorBoundary />;
}
