/**
 * Puerto Vallarta keeps Central Standard Time, UTC−6, all year (Mexico ended daylight saving in
 * 2022; Bahía de Banderas in Nayarit keeps the same time). Calendar days are Puerto Vallarta's.
 */
export const VALLARTA_TIME_ZONE = "America/Mexico_City";
export const VALLARTA_OFFSET = "-06:00";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Instants the database can hold and JavaScript writes in four digits: from year 1 (there is no
 * year 0) to 9998, so a day's end in any offset stays before year 10000, which `toISOString`
 * writes `+010000-…` and PostgreSQL refuses. Year 9999 and year 0 were 500s (issue 10).
 */
const FIRST_INSTANT = Date.parse("0001-01-02T00:00:00Z");
const LAST_INSTANT = Date.parse("9998-12-31T23:59:59.999Z");

export function isStorableInstant(date: Date): boolean {
  const time = date.getTime();
  return Number.isFinite(time) && time >= FIRST_INSTANT && time <= LAST_INSTANT;
}

/** A `YYYY-MM-DD` day whose whole span in Puerto Vallarta is storable; false for anything else. */
export function isStorableDay(day: string): boolean {
  return (
    DATE.test(day) && isStorableInstant(localDayStart(day)) && isStorableInstant(localDayEnd(day))
  );
}

/** The instant a local calendar day (YYYY-MM-DD) begins in Puerto Vallarta. */
export function localDayStart(day: string): Date {
  if (!DATE.test(day)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(`${day}T00:00:00${VALLARTA_OFFSET}`);
}

/** The last millisecond of a local calendar day in Puerto Vallarta. */
export function localDayEnd(day: string): Date {
  return new Date(localDayStart(day).getTime() + 24 * 3_600_000 - 1);
}

/** A local wall-clock time `YYYY-MM-DDTHH:mm` in Puerto Vallarta as an instant. */
export function localTime(value: string): Date {
  // Checked first: Date's parser accepts surprising strings ("tomorrow:00" is a date in 2000).
  const date = LOCAL_TIME.test(value)
    ? new Date(`${value}:00${VALLARTA_OFFSET}`)
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a local time: ${value}`);
  return date;
}

/** Made once: a formatter with a time zone costs far more to make than to use (issue 12). */
const LOCAL_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: VALLARTA_TIME_ZONE });

/** Today's calendar day in Puerto Vallarta, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return LOCAL_DAY.format(now);
}
