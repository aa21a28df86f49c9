import { describe, expect, it } from "vitest";
import { deskFilter } from "./load.server.ts";

describe("the concierge queue's filters from its URL", () => {
  it("defaults to the open requests, first page", () => {
    expect(deskFilter(new URLSearchParams())).toMatchObject({
      status: "open",
      page: 1,
      pageSize: 25,
    });
  });

  it("keeps the filters it knows and drops a mistyped one instead of failing", () => {
    const filter = deskFilter(
      new URLSearchParams("status=confirmed&kind=helicopter&assignee=none&q=ana&page=3&x=1"),
    );
    expect(filter).toMatchObject({ status: "confirmed", assignee: "none", q: "ana", page: 3 });
    expect(filter.kind).toBeUndefined();
  });
});
