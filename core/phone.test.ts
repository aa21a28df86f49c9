import { describe, expect, it } from "vitest";
import {
  defaultPhoneCountry,
  editPhone,
  editPhoneField,
  formatNational,
  formatPhoneInput,
  isCompletePhone,
  normalisePhone,
  type PhoneCountry,
  phoneCountries,
  phoneCountryOf,
  phoneDigits,
  phoneForApi,
  phoneView,
} from "./phone.ts";

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
    const pasted = formatPhoneInput("1 (322) 123-4567");
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
    expect(phoneDigits("+1 322 123 4567")).toBe("3221234567");
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

  it("keeps the last ten digits of a North-American number typed with its 1", () => {
    let field = { value: "", caret: 0 };
    for (const key of "1 322 123 4567") field = type(field, key);
    expect(field).toEqual({ value: "(322) 123 4567", caret: 14 });
  });

  it("keeps the last ten digits of a pasted North-American number", () => {
    expect(type({ value: "", caret: 0 }, "1 (322) 123-4567")).toEqual({
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

describe("phone numbers from anywhere (decision 135)", () => {
  it("starts on +1 in English and +52 in Spanish, and takes only a known country from a form", () => {
    expect(defaultPhoneCountry("en")).toBe("US");
    expect(defaultPhoneCountry("es")).toBe("MX");
    expect(phoneCountryOf("DE", "en")).toBe("DE");
    expect(phoneCountryOf("ZZ", "es")).toBe("MX");
    expect(phoneCountryOf(undefined, "en")).toBe("US");
  });

  it("lists every country by name in the page's language with its code", () => {
    const en = phoneCountries("en");
    const es = phoneCountries("es");
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === "DE")).toEqual({
      code: "DE",
      name: "Germany",
      callingCode: "49",
    });
    expect(es.find((c) => c.code === "DE")?.name).toBe("Alemania");
    expect(es.find((c) => c.code === "MX")?.callingCode).toBe("52");
  });

  it("stores +1 numbers by the North-American rule: ten digits after the 1", () => {
    expect(normalisePhone("+1 (322) 123 4567")).toBe("+13221234567");
    expect(normalisePhone("+1 212 555 1234")).toBe("+12125551234");
    expect(normalisePhone("+1 322 123 456")).toBeNull();
    expect(normalisePhone("(322) 123-4567", "CA")).toBe("+13221234567");
    expect(normalisePhone("1-800-555-0134", "US")).toBe("+18005550134");
  });

  it("reads a phone without + as the API always did: its last ten digits, North-American", () => {
    expect(normalisePhone("3221234567")).toBe("+13221234567");
    expect(normalisePhone("00 1 322 123 4567")).toBe("+13221234567");
    expect(normalisePhone("322 123 45")).toBeNull();
    expect(normalisePhone("  ")).toBe("");
  });

  it("keeps Mexican numbers whole, with or without the old mobile 1", () => {
    expect(normalisePhone("+52 322 123 4567")).toBe("+523221234567");
    expect(normalisePhone("+52 1 322 123 4567")).toBe("+523221234567");
    expect(normalisePhone("322 123 4567", "MX")).toBe("+523221234567");
    expect(normalisePhone("322 123 456", "MX")).toBeNull();
  });

  it("checks German and British numbers by their own plans, with or without the trunk 0", () => {
    expect(normalisePhone("+49 151 23456789")).toBe("+4915123456789");
    expect(normalisePhone("0151 23456789", "DE")).toBe("+4915123456789");
    expect(normalisePhone("151 23456789", "DE")).toBe("+4915123456789");
    expect(normalisePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalisePhone("07911 123456", "GB")).toBe("+447911123456");
  });

  it("refuses numbers too short for their country, and a + with no country", () => {
    expect(normalisePhone("+49 151")).toBeNull();
    expect(normalisePhone("+44 20 79")).toBeNull();
    expect(normalisePhone("123", "DE")).toBeNull();
    expect(normalisePhone("+")).toBeNull();
    expect(normalisePhone("+999 123 456 789")).toBeNull();
  });

  it("sends a refused national number with its country code, so it is judged by that country", () => {
    expect(phoneForApi("151 23456789", "DE")).toBe("+4915123456789");
    expect(phoneForApi("(322) 123 4567", "US")).toBe("+13221234567");
    // Too short for the UK: sent with +44, so the server refuses it by the UK's plan too.
    expect(phoneForApi("20 79", "GB")).toBe("+442079");
    expect(normalisePhone(phoneForApi("20 79", "GB"))).toBeNull();
    expect(phoneForApi("", "GB")).toBe("");
  });

  it("formats the number in its country's way", () => {
    expect(formatNational("15123456789", "DE")).toBe("1512 3456789");
    expect(formatNational("2079460958", "GB")).toBe("20 7946 0958");
    expect(formatNational("3221234567", "MX")).toBe("322 123 4567");
    expect(formatNational("3221234567", "US")).toBe("(322) 123 4567");
  });

  it("picks the country from +CC typed or pasted, and keeps the rest as the number", () => {
    let field = { value: "", caret: 0, country: "US" as PhoneCountry };
    const seen: string[] = [];
    for (const key of "+49 151 23456789") {
      const value = field.value.slice(0, field.caret) + key + field.value.slice(field.caret);
      field = editPhoneField({
        previous: field.value,
        value,
        caret: field.caret + 1,
        inputType: "insertText",
        country: field.country,
      });
      seen.push(field.value);
    }
    expect(seen.slice(0, 3)).toEqual(["+", "+4", ""]);
    expect(field).toEqual({ value: "1512 3456789", caret: 12, country: "DE" });
    const paste = (value: string, country: PhoneCountry) =>
      editPhoneField({ previous: "", value, caret: value.length, country });
    expect(paste("+44 20 7946 0958", "MX")).toEqual({
      value: "20 7946 0958",
      caret: 12,
      country: "GB",
    });
    expect(paste("+52 1 322 123 4567", "US").country).toBe("MX");
    expect(paste("+1 416 555 0134", "US").country).toBe("CA");
    expect(paste("+1 322 123 4567", "CA")).toMatchObject({
      value: "(322) 123 4567",
      country: "CA",
    });
  });

  it("shows staff a phone internationally, with tel: and WhatsApp links", () => {
    expect(phoneView("+4915123456789")).toEqual({
      text: "+49 1512 3456789",
      tel: "tel:+4915123456789",
      whatsapp: "https://wa.me/4915123456789",
    });
    expect(phoneView("+13221234567")).toEqual({
      text: "+1 (322) 123 4567",
      tel: "tel:+13221234567",
      whatsapp: "https://wa.me/13221234567",
    });
    expect(phoneView("+523221234567").text).toBe("+52 322 123 4567");
    expect(phoneView("+447911123456").text).toBe("+44 7911 123456");
  });

  it("reads a row stored before as it was: ten digits, no country, no WhatsApp link", () => {
    expect(phoneView("3221234567")).toEqual({
      text: "(322) 123 4567",
      tel: "tel:3221234567",
      whatsapp: null,
    });
  });
});
