import { describe, expect, it } from "vitest";
import { formatPhoneInput, isCompletePhone, phoneDigits } from "./phone.ts";

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
