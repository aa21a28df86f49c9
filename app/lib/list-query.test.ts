import { describe, expect, it } from "vitest";
import { hasFilters, listSearch, parseListQuery } from "./list-query.ts";

describe("list filters in the URL", () => {
  it("reads words, a category, several zones, a kind, the sort and the page", () => {
    const query = parseListQuery(
      new URLSearchParams(
        "q=%20tacos%20&category=restaurants&zone=downtown&zone=sayulita&zone=downtown&kind=tour&sort=title-asc&page=3",
      ),
    );
    expect(query).toEqual({
      q: "tacos",
      category: "restaurants",
      zones: ["downtown", "sayulita"],
      subs: [],
      kind: "tour",
      sort: "title-asc",
      page: 3,
    });
    expect(hasFilters(query)).toBe(true);
  });
  it("ignores values that can't be slugs, kinds or sorts", () => {
    const query = parseListQuery(
      new URLSearchParams("category=%3Cscript%3E&zone=Down%20Town&kind=cruise&sort=best&page=x"),
    );
    expect(query).toEqual({
      q: "",
      category: undefined,
      zones: [],
      subs: [],
      kind: undefined,
      sort: "default",
      page: 1,
    });
    expect(hasFilters(query)).toBe(false);
  });
  it("writes short URLs and round-trips", () => {
    expect(listSearch({ q: "", zones: [], sort: "default", page: 1 })).toBe("");
    const search = listSearch({
      q: "mole negro",
      category: "restaurants",
      zones: ["downtown", "la-cruz"],
      page: 2,
    });
    expect(search).toBe("?q=mole+negro&category=restaurants&zone=downtown&zone=la-cruz&page=2");
    expect(parseListQuery(new URLSearchParams(search.slice(1)))).toMatchObject({
      q: "mole negro",
      category: "restaurants",
      zones: ["downtown", "la-cruz"],
      page: 2,
    });
  });
  it("keeps sub-categories only with their category", () => {
    const query = parseListQuery(
      new URLSearchParams("category=restaurants&sub=seafood&sub=street-food&sub=seafood"),
    );
    expect(query.subs).toEqual(["seafood", "street-food"]);
    expect(hasFilters({ ...query, category: undefined })).toBe(true);
    expect(listSearch(query)).toBe("?category=restaurants&sub=seafood&sub=street-food");
    expect(listSearch({ ...query, category: undefined })).toBe("");
  });
  it("keeps the directory's place facets (core/place-facets.ts) as `param=1`", () => {
    const directory = { placeFacets: true };
    const query = parseListQuery(
      new URLSearchParams("category=spas&reservations=1&page=2"),
      directory,
    );
    expect(query.reservations).toBe(true);
    expect(hasFilters({ ...query, category: undefined })).toBe(true);
    expect(listSearch(query)).toBe("?category=spas&reservations=1&page=2");
    expect(
      parseListQuery(new URLSearchParams("reservations=on"), directory).reservations,
    ).toBeUndefined();
  });
  it("reads place facets only for the directory: elsewhere they filter nothing", () => {
    const query = parseListQuery(new URLSearchParams("reservations=1"));
    expect(query.reservations).toBeUndefined();
    expect(hasFilters(query)).toBe(false);
    expect(listSearch(query)).toBe("");
  });
});
