import { describe, expect, it } from "vitest";
import { csvCell, csvLine, leadAge, leadSearchTerm } from "./leads.ts";

describe("a CSV cell (issue 14: spreadsheet-safe export)", () => {
  it("keeps plain text and numbers as they are", () => {
    expect(csvCell("Ana")).toBe("Ana");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 322 555", "'+1 322 555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", '"\'\r=1"'],
  ])("neutralises a formula: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes a comma, a quote or a line break, doubling quotes (RFC 4180)", () => {
    expect(csvCell("Pérez, Ana")).toBe('"Pérez, Ana"');
    expect(csvCell('say "hola"')).toBe('"say ""hola"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("joins a line with commas and ends it with CRLF", () => {
    expect(csvLine([1, "=x", null, "a,b"])).toBe('1,\'=x,,"a,b"\r\n');
  });
});

describe("a lead's age", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("is in minutes, then hours, then days", () => {
    expect(leadAge(new Date("2026-11-25T11:59:30Z"), now)).toEqual({ unit: "minutes", value: 0 });
    expect(leadAge(new Date("2026-11-25T11:15:00Z"), now)).toEqual({ unit: "minutes", value: 45 });
    expect(leadAge(new Date("2026-11-25T09:00:00Z"), now)).toEqual({ unit: "hours", value: 3 });
    expect(leadAge(new Date("2026-11-22T11:00:00Z"), now)).toEqual({ unit: "days", value: 3 });
    expect(leadAge(new Date("2026-11-26T00:00:00Z"), now)).toEqual({ unit: "minutes", value: 0 });
  });
});

describe("the inbox's search term", () => {
  it("is lower case without accents", () => {
    expect(leadSearchTerm("  José PÉREZ ")).toBe("jose perez");
  });
  it("is a typed phone's digits", () => {
    expect(leadSearchTerm("(322) 123-4567")).toBe("3221234567");
    expect(leadSearchTerm("+52 322")).toBe("52322");
  });
  it("keeps an address as it is", () => {
    expect(leadSearchTerm("ana@example.com")).toBe("ana@example.com");
  });
});
