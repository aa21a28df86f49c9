/** The back office's numbers (issue 14): one period's totals, each with the table it is drawn from. */
import { z } from "zod";
import { NUMBERS_MAX_DAYS, periodProblem } from "../numbers.ts";

const day = z.iso.date();

/** `from` and `to`, whole UTC days, both or neither (then the last 30 days). */
export const numbersQuerySchema = z
  .strictObject({ from: day.optional(), to: day.optional() })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({
        code: "custom",
        path: [query.from === undefined ? "from" : "to"],
        message: "Give both days of the period, or neither for the last 30 days.",
      });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const problem = periodProblem({ from: query.from, to: query.to });
    if (problem === "day") {
      context.addIssue({ code: "custom", path: ["from"], message: "Not a day of the calendar." });
    } else if (problem === "order") {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: "The period ends before it starts.",
      });
    } else if (problem === "length") {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `A period is at most ${NUMBERS_MAX_DAYS} days.`,
      });
    }
  });
export type NumbersQuery = z.infer<typeof numbersQuerySchema>;

const count = z.object({ key: z.string(), count: z.int().nonnegative() });

export const numbersSchema = z.object({
  period: z.object({ from: day, to: day }),
  totals: z.object({
    views: z.int().nonnegative(),
    leads: z.int().nonnegative(),
    /** Leads per thousand page views, one decimal; null without page views. */
    leadsPerThousandViews: z.number().nonnegative().nullable(),
    searches: z.int().nonnegative(),
  }),
  days: z.array(z.object({ day, views: z.int().nonnegative(), leads: z.int().nonnegative() })),
  pages: z.array(count),
  languages: z.array(count),
  leads: z.object({
    types: z.array(count),
    /** The Welcome Centre's lead source channel of the first touch; "" when none. */
    channels: z.array(count),
    terminals: z.array(count),
    teams: z.array(count),
  }),
  searches: z.object({ top: z.array(count), empty: z.array(count) }),
});
export type NumbersAnswer = z.infer<typeof numbersSchema>;
