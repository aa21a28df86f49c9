import { describe, expect, it } from "vitest";
import { type AddValues, addOf } from "./questions.server.ts";

const form = (extra: Partial<AddValues> = {}): AddValues => ({
  kind: "single",
  prompt: { en: "Which beach?", es: "¿Qué playa?" },
  help: { en: "", es: "" },
  required: true,
  options: { en: "Los Muertos\nConchas Chinas\n", es: "Los Muertos\r\nConchas Chinas" },
  showIf: [],
  after: "",
  ...extra,
});

describe("the add form read as the API's body", () => {
  it("takes the options one a line in each language, blank lines dropped, at the end by default", () => {
    const { body, problems } = addOf(form({ showIf: ["purpose:beach", "purpose:nature"] }));
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      kind: "single",
      required: true,
      options: [
        { label: { en: "Los Muertos", es: "Los Muertos" } },
        { label: { en: "Conchas Chinas", es: "Conchas Chinas" } },
      ],
      showIf: { question: "purpose", anyOf: ["beach", "nature"] },
      after: null,
    });
  });

  it("says when the languages have different numbers of lines, with the counts", () => {
    const checked = addOf(form({ options: { en: "A\nB\nC", es: "A\nB" } }));
    expect(checked).toEqual({ problems: { options: "lines" }, lines: { en: 3, es: 2 } });
  });

  it("names each field's problem and gives no body", () => {
    expect(addOf(form({ kind: "text" })).problems).toEqual({ options: "optionsNotChoice" });
    expect(addOf(form({ kind: "slider" })).problems.kind).toBe("kind");
    expect(addOf(form({ options: { en: "A", es: "A" } })).problems).toEqual({
      options: "fewOptions",
    });
    expect(addOf(form({ options: { en: "A\na", es: "A\nB" } })).problems).toEqual({
      options: "sameOption",
    });
    expect(addOf(form({ prompt: { en: "Which beach?", es: " " } })).problems).toEqual({
      prompt: "prompt",
    });
    const two = addOf(form({ showIf: ["purpose:beach", "stay:hotel"] }));
    expect(two.problems).toEqual({ showIf: "oneQuestion" });
    expect(two.body).toBeUndefined();
  });
});
