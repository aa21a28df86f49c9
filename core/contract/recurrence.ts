/** An event's dates and repetition in the API (core/recurrence.ts, decision 103). */
import { z } from "zod";
import { isStorableDay } from "../dates.ts";

/** A storable day that the calendar has (no 30 February). */
const isCalendarDay = (day: string) =>
  isStorableDay(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A calendar day, `YYYY-MM-DD`, and a wall-clock time in Puerto Vallarta, `YYYY-MM-DDTHH:mm`. */
export const localDaySchema = z.string().refine(isCalendarDay, { error: "use YYYY-MM-DD" });
export const localTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "use YYYY-MM-DDTHH:mm" })
  .refine(
    (value) =>
      isCalendarDay(value.slice(0, 10)) &&
      Number(value.slice(11, 13)) < 24 &&
      Number(value.slice(14, 16)) < 60,
    {
      error: "not a time",
    },
  );

/** How an event repeats (core/recurrence.ts, decision 103). */
export const recurrenceSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("none") }),
  z.strictObject({
    type: z.literal("weekly"),
    /** Sunday 0 … Saturday 6; each once, in week order. */
    weekdays: z
      .array(z.int().min(0).max(6))
      .min(1, { error: "choose at least one weekday" })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    /** The season's last day (optional): no occurrence after it. */
    until: localDaySchema.nullable().default(null),
  }),
  z.strictObject({ type: z.literal("yearly") }),
]);

/** How an event repeats, as answers carry it (as stored: no defaults or transforms to apply). */
export const recurrenceViewSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("none") }),
  z.object({
    type: z.literal("weekly"),
    weekdays: z.array(z.int().min(0).max(6)),
    until: z.string().nullable(),
  }),
  z.object({ type: z.literal("yearly") }),
]);
