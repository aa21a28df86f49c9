import { describe, expect, it } from "vitest";
import {
  checkAnswer,
  checkAnswers,
  conditionProblem,
  firstOpen,
  keptAnswers,
  missingRequired,
  netPromoterScore,
  nextAfter,
  previousBefore,
  progressOf,
  type SurveyQuestion,
  shownQuestions,
  surveyKeyFrom,
  surveyPeriod,
  tallyKeys,
} from "./survey.ts";

const words = (en: string) => ({ en, es: `${en} (es)` });
const question = (
  key: string,
  kind: SurveyQuestion["kind"],
  extra: Partial<SurveyQuestion> = {},
): SurveyQuestion => ({
  key,
  kind,
  prompt: words(key),
  help: words(""),
  required: true,
  options:
    kind === "single" || kind === "multiple"
      ? [
          { key: "yes", label: words("Yes") },
          { key: "no", label: words("No") },
        ]
      : [],
  showIf: null,
  retired: false,
  ...extra,
});

// "Did you visit the Welcome Centre?" → which booth, only for a yes.
const survey = [
  question("visited", "single"),
  question("booth", "single", { showIf: { question: "visited", anyOf: ["yes"] } }),
  question("old", "stars", { retired: true }),
  question("recommend", "nps"),
  question("comment", "text", { required: false }),
];

describe("the survey's branching", () => {
  it("asks a branch's question only after the answer that opens it", () => {
    expect(shownQuestions(survey, {}).map((q) => q.key)).toEqual([
      "visited",
      "recommend",
      "comment",
    ]);
    expect(shownQuestions(survey, { visited: "yes" }).map((q) => q.key)).toEqual([
      "visited",
      "booth",
      "recommend",
      "comment",
    ]);
  });

  it("moves on, back and counts progress through the questions shown", () => {
    expect(nextAfter(survey, { visited: "yes" }, "visited")?.key).toBe("booth");
    expect(nextAfter(survey, { visited: "no" }, "visited")?.key).toBe("recommend");
    expect(nextAfter(survey, {}, "comment")).toBeNull();
    expect(previousBefore(survey, { visited: "yes" }, "recommend")?.key).toBe("booth");
    expect(previousBefore(survey, {}, "visited")).toBeNull();
    expect(progressOf(survey, { visited: "yes" }, "booth")).toEqual({ step: 2, of: 4 });
    expect(progressOf(survey, { visited: "no" }, "recommend")).toEqual({ step: 2, of: 3 });
    expect(firstOpen(survey, { visited: "no" })?.key).toBe("recommend");
  });

  it("drops a branch's answer when the answer that opened it changes", () => {
    expect(keptAnswers(survey, { visited: "no", booth: "yes", recommend: 9 })).toEqual({
      visited: "no",
      recommend: 9,
    });
  });

  it("needs every required question shown, and only those", () => {
    expect(missingRequired(survey, { visited: "no", recommend: 3 })).toBeNull();
    expect(missingRequired(survey, { visited: "yes", recommend: 3 })?.key).toBe("booth");
  });
});

describe("checking an answer", () => {
  it("takes each kind's values and refuses the rest", () => {
    const [visited, , , recommend, comment] = survey as [
      SurveyQuestion,
      SurveyQuestion,
      SurveyQuestion,
      SurveyQuestion,
      SurveyQuestion,
    ];
    expect(checkAnswer(visited, "yes")).toEqual({ value: "yes" });
    expect(checkAnswer(visited, "maybe")).toEqual({ problem: "choice" });
    expect(checkAnswer(visited, undefined)).toEqual({ problem: "required" });
    expect(checkAnswer(recommend, "10")).toEqual({ value: 10 });
    expect(checkAnswer(recommend, 0)).toEqual({ value: 0 });
    expect(checkAnswer(recommend, 11)).toEqual({ problem: "range" });
    expect(checkAnswer(recommend, "7.5")).toEqual({ problem: "range" });
    expect(checkAnswer(question("s", "stars"), 0)).toEqual({ problem: "range" });
    expect(checkAnswer(comment, "  ")).toEqual({ value: undefined });
    expect(checkAnswer(comment, " Lovely ")).toEqual({ value: "Lovely" });
    expect(checkAnswer(comment, "x".repeat(1001))).toEqual({ problem: "length" });
    const several = question("m", "multiple");
    expect(checkAnswer(several, ["no", "yes", "no"])).toEqual({ value: ["yes", "no"] });
    expect(checkAnswer(several, ["yes", "other"])).toEqual({ problem: "choice" });
  });

  it("checks a whole set: unknown, retired, hidden and missing answers are named", () => {
    expect(checkAnswers(survey, { visited: "no", recommend: 8 }).problems).toEqual({});
    expect(
      checkAnswers(survey, { visited: "no", booth: "yes", old: 3, extra: "x" }).problems,
    ).toEqual({ booth: "hidden", old: "unknown", extra: "unknown", recommend: "required" });
  });
});

describe("the net promoter score", () => {
  it("is promoters' share less detractors', in whole points", () => {
    expect(netPromoterScore({ 10: 5, 9: 1, 8: 2, 3: 2 })).toEqual({
      score: 40,
      promoters: 6,
      passives: 2,
      detractors: 2,
      total: 10,
    });
    expect(netPromoterScore({}).score).toBeNull();
    expect(netPromoterScore({ 0: 4 }).score).toBe(-100);
  });

  it("tallies choices and scores, never words", () => {
    expect(tallyKeys(question("m", "multiple"), ["yes", "no"])).toEqual(["yes", "no"]);
    expect(tallyKeys(question("n", "nps"), 7)).toEqual(["7"]);
    expect(tallyKeys(question("c", "text"), "words")).toEqual([]);
  });
});

describe("the results' period", () => {
  const now = new Date("2026-11-26T15:00:00Z");
  it("is the last 30 days unless asked, an open end filled in", () => {
    expect(surveyPeriod({}, now)).toEqual({
      period: { from: "2026-10-28", to: "2026-11-26" },
      problem: null,
    });
    expect(surveyPeriod({ from: "2026-11-01" }, now).period).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
    });
  });

  it("falls back to the default, saying why, for a period it refuses", () => {
    expect(surveyPeriod({ from: "2026-11-20", to: "2026-11-01" }, now).problem).toBe("order");
    expect(surveyPeriod({ from: "2020-01-01", to: "2026-11-01" }, now).problem).toBe("length");
    expect(surveyPeriod({ from: "2026-02-30", to: "2026-03-01" }, now).problem).toBe("day");
  });
});

describe("a new question's key", () => {
  it("is the English words in lower case, joined by dashes, accents and signs dropped", () => {
    expect(surveyKeyFrom("Did you visit the Welcome Centre?", [])).toBe(
      "did-you-visit-the-welcome",
    );
    expect(surveyKeyFrom("Café & Piña Colada", [])).toBe("cafe-pina-colada");
    expect(surveyKeyFrom("  How many nights?  ", [])).toBe("how-many-nights");
    expect(surveyKeyFrom("3 beaches you liked", [])).toBe("beaches-you-liked");
  });

  it("takes the first free numeric suffix when the key is taken", () => {
    expect(surveyKeyFrom("Yes", ["yes"])).toBe("yes-2");
    expect(surveyKeyFrom("Yes", ["yes", "yes-2", "yes-3"])).toBe("yes-4");
    expect(surveyKeyFrom("Yes!", ["no"])).toBe("yes");
  });

  it("falls back for words with no letter, and always fits the contract's key", () => {
    expect(surveyKeyFrom("¿¡…!?", [])).toBe("question");
    expect(surveyKeyFrom("2025", ["option"], "option")).toBe("option-2");
    const long = surveyKeyFrom("Supercalifragilisticexpialidociousnessandmore words", []);
    expect(long.length).toBeLessThanOrEqual(36);
    for (const key of [long, surveyKeyFrom("a".repeat(200), ["a".repeat(36)])])
      expect(key).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
  });
});

describe("conditions and the questions' order", () => {
  const parent = question("visited", "single");
  const child = question("booth", "stars", {
    showIf: { question: "visited", anyOf: ["yes"] },
  });

  it("holds when a condition names an earlier choice question and its options", () => {
    expect(conditionProblem([parent, question("other", "text"), child])).toBeNull();
    expect(conditionProblem([{ ...child, retired: true }, parent])).toBeNull();
  });

  it("names the question whose condition would come before its target", () => {
    expect(conditionProblem([child, parent])).toEqual({
      question: "booth",
      target: "visited",
      reason: "order",
    });
  });

  it("refuses a missing target, a target that is not a choice, and an unknown option", () => {
    expect(conditionProblem([child])?.reason).toBe("missing");
    expect(conditionProblem([{ ...parent, kind: "text", options: [] }, child])?.reason).toBe(
      "kind",
    );
    const maybe = { ...child, showIf: { question: "visited", anyOf: ["maybe"] } };
    expect(conditionProblem([parent, maybe])).toEqual({
      question: "booth",
      target: "visited",
      reason: "option",
    });
  });
});
