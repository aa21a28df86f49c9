import { describe, expect, it } from "vitest";
import { listOf, moderationSearch, parseModerationView } from "./query.ts";

const parse = (search: string) => parseModerationView(new URLSearchParams(search));

describe("the moderation screen's URL", () => {
  it("reads filters, order, page and the action being confirmed", () => {
    expect(
      parse("status=pending&language=es&item=42&order=newest&page=3&confirm=reject&review=7"),
    ).toEqual({
      status: "pending",
      language: "es",
      itemID: 42,
      order: "newest",
      page: 3,
      confirm: { action: "reject", review: 7 },
    });
  });

  it("leaves out what it does not know instead of refusing the page", () => {
    expect(
      parse("status=hidden&language=fr&item=-1&order=random&page=x&confirm=delete&review=7"),
    ).toEqual({
      status: undefined,
      language: undefined,
      itemID: undefined,
      order: "oldest",
      page: 1,
      confirm: undefined,
    });
    expect(parse("item=99999999999").itemID).toBeUndefined();
    expect(parse("confirm=spam").confirm).toBeUndefined();
  });

  it("writes a view back with its defaults left out", () => {
    const view = parse("status=spam&item=5&order=newest&page=2&confirm=takeDown&review=9");
    expect(moderationSearch(view)).toBe(
      "?status=spam&item=5&order=newest&page=2&confirm=takeDown&review=9",
    );
    expect(moderationSearch(listOf(view))).toBe("?status=spam&item=5&order=newest&page=2");
    expect(moderationSearch(parse(""))).toBe("");
  });
});
