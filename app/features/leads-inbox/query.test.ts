import { describe, expect, it } from "vitest";
import { filterSearch, inboxParams, inboxSearch } from "./query.ts";

describe("the inbox's URL", () => {
  it("reads known filters, a sort and a page, and ignores the rest", () => {
    const params = inboxParams(
      new URLSearchParams("status=new&q=%20ana%20&sort=name&dir=asc&page=3&colour=red&team="),
    );
    expect(params).toEqual({ status: "new", q: "ana", sort: "name", dir: "asc", page: 3 });
    expect(inboxParams(new URLSearchParams("sort=email&page=-2&dir=up"))).toEqual({
      sort: "created",
      dir: "desc",
      page: 1,
    });
  });

  it("writes the filters back without defaults, a change applied", () => {
    const params = inboxParams(new URLSearchParams("status=lost&page=2"));
    expect(inboxSearch(params)).toBe("?status=lost&page=2");
    expect(inboxSearch(params, { page: 1 })).toBe("?status=lost");
    expect(inboxSearch(params, { sort: "type", dir: "asc", page: 1 })).toBe(
      "?status=lost&sort=type&dir=asc",
    );
    expect(filterSearch({ ...params, sort: "name" })).toBe("?status=lost");
    expect(inboxSearch(inboxParams(new URLSearchParams()))).toBe("");
  });
});
