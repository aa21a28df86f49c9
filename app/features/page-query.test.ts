import { describe, expect, it } from "vitest";
import { PAGE_QUERY } from "../../core/page-query.ts";
import { parseListQuery } from "../lib/list-query.ts";
import { parseEventQuery } from "./events/query.ts";
import { parseMagazineQuery } from "./magazine/query.ts";

/** Query parameters as a parser reads them, remembering every name it asked for. */
class RecordingParams extends URLSearchParams {
  readonly read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string) {
    this.read.add(name);
    return super.has(name);
  }
}

const parsers: Record<string, (params: URLSearchParams) => unknown> = {
  "/magazine": parseMagazineQuery,
  "/directory/search": (params) => parseListQuery(params, { placeFacets: true }),
  "/activities/search": parseListQuery,
  "/benefits": parseListQuery,
  "/events": parseEventQuery,
  "/privilege-card": parseEventQuery,
};

// The page cache keys a page on the parameters PAGE_QUERY lists for it and renders the page
// without the rest (docs/decisions/046): a parser that read another would be served a page made
// for different filters.
describe("PAGE_QUERY", () => {
  for (const [path, parse] of Object.entries(parsers)) {
    it(`lists every parameter ${path} reads`, () => {
      const params = new RecordingParams("q=x&page=2");
      parse(params);
      expect([...params.read].filter((name) => !PAGE_QUERY[path]?.includes(name))).toEqual([]);
    });
  }
});
