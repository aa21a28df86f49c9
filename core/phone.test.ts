import { describe, expect, it } from "vitest";
import { editPhone, formatPhoneInput, isCompletePhone, phoneDigits } from "./phone.ts";

describe("the invitation form's phone (spec §5)", () => {
  it("is formatted as (XXX) XXX XXXX while typing", () => {
    const typed = "3221234567";
    const shown = [...typed].map((_, i) => formatPhoneInput(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      "(3",
      "(32",
      "(322)",
      "(322) 1",
      "(322) 12",
      "(322) 123",
      "(322) 123 4",
      "(322) 123 45",
      "(322) 123 456",
      "(322) 123 4567",
    ]);
  });

  it("never grows past 14 characters, keeping the last ten digits of a longer number", () => {
    const pasted = formatPhoneInput("+52 1 (322) 123-4567");
    expect(pasted).toBe("(322) 123 4567");
    expect(pasted.length).toBe(14);
    expect(formatPhoneInput("1-800-555-0134 ext")).toBe("(800) 555 0134");
  });

  it("ignores everything that is not a digit, and empties cleanly", () => {
    expect(formatPhoneInput("abc")).toBe("");
    expect(formatPhoneInput("")).toBe("");
    expect(formatPhoneInput("(32")).toBe("(32");
  });

  it("sends only digits, the last ten", () => {
    expect(phoneDigits("(322) 123 4567")).toBe("3221234567");
    expect(phoneDigits("+52 1 322 123 4567")).toBe("3221234567");
    expect(phoneDigits("12 34")).toBe("1234");
  });

  it("counts a phone as complete only with ten digits", () => {
    expect(isCompletePhone("(322) 123 4567")).toBe(true);
    expect(isCompletePhone("(322) 123 456")).toBe(false);
  });
});

describe("editing the phone field (spec §5, issue 9)", () => {
  /** Types `text` at the caret of `field` as a browser would, then applies the rule. */
  function type(field: { value: string; caret: number }, text: string) {
    const value = field.value.slice(0, field.caret) + text + field.value.slice(field.caret);
    return editPhone({
      previous: field.value,
      value,
      caret: field.caret + text.length,
      inputType: "insertText",
    });
  }
  function backspace(field: { value: string; caret: number }) {
    const value = field.value.slice(0, field.caret - 1) + field.value.slice(field.caret);
    return editPhone({
      previous: field.value,
      value,
      caret: field.caret - 1,
      inputType: "deleteContentBackward",
    });
  }

  it("keeps the last ten digits of a number typed with its country code", () => {
    let field = { value: "", caret: 0 };
    for (const key of "+1 322 123 4567") field = type(field, key);
    expect(field).toEqual({ value: "(322) 123 4567", caret: 14 });
    field = { value: "", caret: 0 };
    for (const key of "+52 322 123 4567") field = type(field, key);
    expect(phoneDigits(field.value)).toBe("3221234567");
  });

  it("keeps the last ten digits of a pasted number", () => {
    expect(type({ value: "", caret: 0 }, "+52 322 123 4567")).toEqual({
      value: "(322) 123 4567",
      caret: 14,
    });
  });

  it("empties the field with backspace from the end, past the brackets", () => {
    let field = { value: "(322) 123 4567", caret: 14 };
    const seen: string[] = [];
    while (field.value !== "") {
      field = backspace(field);
      seen.push(field.value);
      expect(seen.length).toBeLessThan(15);
    }
    expect(seen).toContain("(32");
    expect(field.caret).toBe(0);
  });

  it("deletes the digit before a bracket or space rather than getting stuck", () => {
    expect(backspace({ value: "(322)", caret: 5 })).toEqual({ value: "(32", caret: 3 });
    expect(backspace({ value: "(322) 123 4567", caret: 6 })).toEqual({
      value: "(321) 234 567",
      caret: 3,
    });
    expect(
      editPhone({
        previous: "(322) 123 4567",
        value: "(322)123 4567",
        caret: 5,
        inputType: "deleteContentForward",
      }),
    ).toEqual({ value: "(322) 234 567", caret: 4 });
  });

  it("keeps the caret after the digit typed in the middle", () => {
    expect(type({ value: "(322) 123 456", caret: 3 }, "9")).toEqual({
      value: "(329) 212 3456",
      caret: 4,
    });
  });
});
