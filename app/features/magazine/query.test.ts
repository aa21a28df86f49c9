import { describe, expect, it } from "vitest";
import { magazineSearch, parseMagazineQuery } from "./query.ts";

describe("magazine filters in the URL", () => {
  it("reads known values and ignores unknown ones", () => {
    expect(
      parseMagazineQuery(
        new URLSearchParams("q=%20whales%20&section=adventure&sort=title-desc&page=2"),
      ),
    ).toEqual({
      q: "whales",
      section: "adventure",
      sort: "title-desc",
      page: 2,
    });
    expect(parseMagazineQuery(new URLSearchParams("section=cooking&sort=random&page=-1"))).toEqual({
      q: "",
      section: undefined,
      sort: "default",
      page: 1,
    });
  });
  it("writes short URLs, leaving defaults out, and round-trips", () => {
    expect(magazineSearch({ q: "", sort: "default", page: 1 })).toBe("");
    const search = magazineSearch({
      q: "tacos al pastor",
      section: "gastronomy",
      sort: "title-asc",
      page: 3,
    });
    expect(search).toBe("?q=tacos+al+pastor&section=gastronomy&sort=title-asc&page=3");
    expect(parseMagazineQuery(new URLSearchParams(search.slice(1)))).toEqual({
      q: "tacos al pastor",
      section: "gastronomy",
      sort: "title-asc",
      page: 3,
    });
  });
});
