import { Link, useLocation, useNavigation } from "react-router";
import { presetOf, presetRanges } from "../../../core/date-presets.ts";
import { localDayStart } from "../../../core/dates.ts";
import { CardLink } from "../../components/CardLink.tsx";
import type { ExtraChip } from "../../components/FilterChips.tsx";
import { FILTER_FIELD, FILTER_LABEL, ListFilters } from "../../components/ListFilters.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { dateBadge, formatDate, formatMonth, formatWhen } from "../../lib/format.ts";
import { type EventEntry, type EventListData, isUnderway } from "./list.ts";
import {
  calendarHref,
  type EventQuery,
  eventSearch,
  hasEventFilters,
  isCalendarDay,
  parseEventQuery,
} from "./query.ts";
import { recurrenceText } from "./recurrence.ts";

needMessages("events");

/**
 * The events view that Events and PrivilegeCard share (spec §2): filters by words, category,
 * zones and a date range, all in the URL; an accessible list grouped by month, each date
 * written out in full inside a `<time>`; paging; and the list as a calendar file.
 */
export function EventsView({ data, headingLevel }: { data: EventListData; headingLevel: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const { query, problem, categories, zones, entries, total, capped, pages, today } = data;
  const problemId = "events-range-problem";
  const invalid = (field: "from" | "to") =>
    problem && (problem === "endBeforeStart" ? field === "to" : problem === `bad${cap(field)}`);

  const count = t("events.results", { count: total });
  // The chosen days as chips, one for a quick range, else one for each end (decision 142).
  const preset = presetOf(query, today);
  const day = (value: string) =>
    isCalendarDay(value) ? formatDate(localDayStart(value).toISOString(), lang) : value;
  const dateChips: ExtraChip[] = preset
    ? [{ label: t(`events.preset.${preset}`), keys: ["from", "to"] }]
    : [
        ...(query.from
          ? [
              {
                label: t("events.chip.from", { date: day(query.from) }),
                keys: ["from"] as ["from"],
              },
            ]
          : []),
        ...(query.to
          ? [{ label: t("events.chip.to", { date: day(query.to) }), keys: ["to"] as ["to"] }]
          : []),
      ];
  return (
    <>
      <ListFilters
        query={query}
        categories={categories}
        zones={zones}
        withSort={false}
        extraChosen={dateChips.length}
        extraChips={dateChips}
        searchLabel={t("events.search")}
        placeholder={t("events.searchPlaceholder")}
        toSearch={(values) => eventSearch({ ...parseEventQuery(values), page: 1 })}
        extraFields={(apply) =>
          (["from", "to"] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`events-${field}`} className={FILTER_LABEL}>
                {t(field === "from" ? "events.from" : "events.to")}
              </label>
              <input
                id={`events-${field}`}
                type="date"
                name={field}
                defaultValue={query[field]}
                key={query[field]}
                min={field === "to" && query.from ? query.from : undefined}
                aria-invalid={invalid(field) ? true : undefined}
                aria-describedby={invalid(field) ? problemId : undefined}
                onChange={(event) => {
                  // Only a whole day (or clearing the field) searches; not each keystroke.
                  const value = event.currentTarget.value;
                  if (value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value)) apply(false);
                }}
                className={FILTER_FIELD}
              />
            </div>
          ))
        }
      />

      <DatePresets query={query} today={today} />

      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="mt-6 rounded-lg border border-coral-600/40 bg-coral-50 p-4 font-semibold text-coral-700"
        >
          {t(`events.problem.${problem}`)}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p aria-live="polite" className="text-ink-700">
          {loading
            ? t("events.loading")
            : problem
              ? ""
              : capped
                ? t("search.moreThan", { results: count })
                : count}
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          {total > 0 && !problem ? (
            <a
              href={calendarHref(query, lang)}
              download
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-lagoon-700 underline"
            >
              <CalendarIcon />
              {hasEventFilters(query) ? t("events.icsFiltered") : t("events.icsAll")}
            </a>
          ) : null}
          {hasEventFilters(query) ? (
            <Link
              to={location.pathname}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline"
            >
              {t("search.clear")}
            </Link>
          ) : null}
        </div>
      </div>

      {problem ? null : (
        <EventList
          entries={entries}
          today={today}
          loading={loading}
          fromDay={query.from}
          headingLevel={headingLevel}
        />
      )}

      {loading || problem ? null : (
        <Pagination
          page={query.page}
          pages={pages}
          href={(page) => location.pathname + eventSearch({ ...query, page })}
        />
      )}
    </>
  );
}

/**
 * Quick ranges as links (decision 142): today, this weekend, the next 7 days, this month, in
 * Puerto Vallarta's days; plain links, so they work before JavaScript loads.
 */
function DatePresets({ query, today }: { query: EventQuery; today: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <nav aria-label={t("events.presets")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {presetRanges(today).map(({ preset, range }) => {
          const current = query.from === range.from && query.to === range.to;
          return (
            <li key={preset}>
              <Link
                to={location.pathname + eventSearch({ ...query, ...range, page: 1 })}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-ocean-900/20 ${
                  current
                    ? "bg-ocean-900 text-white"
                    : "bg-white text-ocean-900 hover:bg-lagoon-100"
                }`}
              >
                {t(`events.preset.${preset}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Placeholder rows while the next list loads; they have no identity of their own. */
const SKELETON_ROWS = ["first", "second", "third", "fourth"];

type Group = { key: string; heading: string; entries: EventEntry[] };

/** Events in order, under "Happening now" and then one heading per month. */
function groupEntries(
  entries: EventEntry[],
  today: string,
  fromDay: string,
  lang: "en" | "es",
  now: string,
): Group[] {
  const groups: Group[] = [];
  for (const entry of entries) {
    const underway = !fromDay && isUnderway(entry, today);
    const key = underway ? "now" : entry.start.slice(0, 7);
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, heading: underway ? now : formatMonth(entry.start, lang), entries: [] };
      groups.push(group);
    }
    group.entries.push(entry);
  }
  return groups;
}

function EventList({
  entries,
  today,
  loading,
  fromDay,
  headingLevel,
}: {
  entries: EventEntry[];
  today: string;
  loading: boolean;
  fromDay: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  const lang = useLang();
  if (loading) {
    return (
      <ol aria-busy="true" aria-label={t("events.title")} className="mt-6 space-y-4">
        {SKELETON_ROWS.map((row) => (
          <li
            key={row}
            aria-hidden="true"
            className="flex gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <div className="skeleton h-16 w-14 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-3">
              <div className="skeleton h-5 w-3/4 rounded" />
              <div className="skeleton h-3 w-1/2 rounded" />
              <div className="skeleton h-3 w-full rounded" />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  if (entries.length === 0) {
    return (
      <p className="mt-6 rounded-[var(--radius-card)] bg-white p-10 text-center text-lg text-ink-700 shadow-[var(--shadow-card)]">
        {t("grid.empty")}
      </p>
    );
  }
  const groups = groupEntries(entries, today, fromDay, lang, t("events.underway"));
  return (
    <div className="mt-6 space-y-10">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`events-${group.key}`}>
          <Heading
            id={`events-${group.key}`}
            className="border-b border-ocean-900/15 pb-2 font-display text-2xl text-ink-900"
          >
            {group.heading}
          </Heading>
          <ol className="mt-4 space-y-4">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <EventRow entry={entry} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function EventRow({ entry, headingLevel }: { entry: EventEntry; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const t = useT();
  const lang = useLang();
  const [month, day] = dateBadge(entry.start, lang);
  const repeats = recurrenceText(entry, lang, t);
  return (
    <article className="group relative grid grid-cols-[auto_1fr] gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg sm:grid-cols-[auto_1fr_12rem] sm:p-5">
      {/* The badge repeats the date for the eye; the full date below is the one read aloud. */}
      <div
        aria-hidden="true"
        className="flex h-16 w-14 flex-col items-center justify-center rounded-lg bg-ocean-900 text-white"
      >
        <span className="text-xs font-semibold uppercase tracking-wider">{month}</span>
        <span className="font-display text-2xl leading-none">{day}</span>
      </div>
      <div className="absolute top-3 right-3">
        <SaveHeart itemId={entry.id} title={entry.title} />
      </div>
      <div className="min-w-0 pr-12 sm:pr-0">
        <Heading className="font-display text-xl leading-snug text-ink-900">
          <CardLink to={entry.href}>{entry.title}</CardLink>
        </Heading>
        <p className="mt-1 font-semibold text-coral-700">
          <time dateTime={entry.start}>{formatWhen(entry.start, entry.end, lang)}</time>
        </p>
        {repeats ? <p className="mt-1 text-sm font-semibold text-ink-700">{repeats}</p> : null}
        {entry.zones.length > 0 ? (
          <p className="mt-1 text-sm text-ink-500">
            <span className="sr-only">{t("events.where")} </span>
            {entry.zones.join(", ")}
          </p>
        ) : null}
        <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-700">{entry.summary}</p>
        {entry.categories.length > 0 ? (
          <p className="mt-3 flex flex-wrap gap-2">
            {entry.categories.map((category) => (
              <span
                key={category.slug}
                className="rounded-full bg-lagoon-100 px-3 py-1 text-xs font-semibold text-ocean-900"
              >
                {category.name}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <Picture
        src={entry.pictureUrl}
        format={PICTURE_FORMAT.eventRow}
        className="hidden aspect-[3/2] w-48 rounded-lg object-cover sm:block"
      />
    </article>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
