import { useEffect } from "react";
import { Form, useLocation } from "react-router";
import { LocalLink } from "../../components/LocalLink.tsx";
import { LocatorMap } from "../../components/LocatorMap.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate, formatWhen } from "../../lib/format.ts";
import { keepOffline } from "../card/offline.ts";
import type { TripResult } from "./result.ts";
import type { TripData } from "./trip.server.ts";

needMessages("account");

type TripEntry = TripData["groups"][number]["items"][number];

const CARD = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]";
const BUTTON =
  "min-h-11 rounded-full border border-ink-300 px-4 font-semibold text-ink-900 hover:bg-sand-100";

/**
 * My trip (issue 13): the saved items by planned day, then those with no day; each with a form
 * to set or clear its day and its heart to take it off; the saved places on the map; the saved
 * events as a calendar file. Forms post and come back, with or without JavaScript.
 */
export function TripView({ data, result }: { data: TripData; result: TripResult | undefined }) {
  const t = useT();
  const lang = useLang();
  const { groups, total, hasEvents, zones, pins, refreshedAt } = data;
  // Kept on the phone with the card, for the days without signal (decision 074).
  useEffect(() => {
    void keepOffline();
  }, []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("trip.title")}</h1>
      <p className="mt-3 max-w-2xl text-ink-700">
        {total === 0 ? t("trip.empty") : t("trip.intro", { count: String(total) })}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {t("trip.refreshed", { when: formatWhen(refreshedAt, null, lang, true) })}
      </p>
      {result?.error ? (
        <p role="alert" className="mt-4 font-semibold text-coral-700">
          {t(`trip.error.${result.error}`)}
        </p>
      ) : null}
      {total === 0 ? (
        <ul className="mt-6 flex flex-wrap gap-3">
          {(["directory", "activities", "events", "magazine"] as const).map((page) => (
            <li key={page}>
              <LocalLink to={`/${page}`} className="font-semibold text-lagoon-700 underline">
                {t(`nav.${page}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      ) : null}
      {hasEvents ? (
        <p className="mt-4">
          <a
            href={`/account/trip.ics?lang=${lang}`}
            download="my-trip.ics"
            className="font-semibold text-lagoon-700 underline"
          >
            {t("trip.calendar")}
          </a>
        </p>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          {groups.map((group) => (
            <section
              key={group.day ?? "unplanned"}
              aria-labelledby={`day-${group.day ?? "none"}`}
              className="mt-10 first:mt-0"
            >
              <h2 id={`day-${group.day ?? "none"}`} className="font-display text-2xl text-ink-900">
                {group.day ? formatDate(`${group.day}T12:00:00Z`, lang) : t("trip.unplanned")}
              </h2>
              <ul className="mt-4 space-y-4">
                {group.items.map((item) => (
                  <TripItem key={item.card.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        {pins.length > 0 ? (
          <aside aria-labelledby="trip-map">
            <h2 id="trip-map" className="font-display text-2xl text-ink-900">
              {t("trip.map")}
            </h2>
            <div className="mt-4">
              <LocatorMap
                zones={zones}
                zoneId={null}
                points={pins}
                label={t("trip.mapLabel", { count: String(pins.length) })}
              />
            </div>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

function TripItem({ item }: { item: TripEntry }) {
  const t = useT();
  const { pathname } = useLocation();
  const { card } = item;
  const dayId = `trip-day-${card.id}`;
  return (
    <li className={CARD}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-coral-600">
            {item.pin ? (
              <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-coral-600 text-white">
                <span className="sr-only">{t("trip.pin")} </span>
                {item.pin}
              </span>
            ) : null}
            {t(`trip.kind.${item.kind}`)}
            {card.kicker ? ` · ${card.kicker}` : null}
          </p>
          <h3 className="mt-1 font-display text-xl text-ink-900">
            <LocalLink to={card.href} className="hover:text-ocean-700">
              {card.title}
            </LocalLink>
          </h3>
          {card.meta.length > 0 ? (
            <p className="mt-1 text-sm text-ink-500">{card.meta.join(" · ")}</p>
          ) : null}
        </div>
        <SaveHeart itemId={card.id} title={card.title} />
      </div>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="itemId" value={card.id} />
        <input type="hidden" name="back" value={pathname} />
        <label htmlFor={dayId} className="flex flex-col text-sm font-semibold text-ink-700">
          {t("trip.day", { title: card.title })}
          <input
            id={dayId}
            type="date"
            name="day"
            defaultValue={item.plannedDay ?? ""}
            className="mt-1 min-h-11 rounded-lg border border-ink-300 px-3 font-normal text-ink-900"
          />
        </label>
        <button type="submit" name="intent" value="day" className={BUTTON}>
          {t("trip.setDay")}
        </button>
      </Form>
      {item.plannedDay ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="itemId" value={card.id} />
          <input type="hidden" name="back" value={pathname} />
          <input type="hidden" name="day" value="" />
          <button
            type="submit"
            name="intent"
            value="day"
            className="min-h-11 font-semibold text-lagoon-700 underline"
          >
            {t("trip.clearDay", { title: card.title })}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
