import path from "node:path";
import { beforeAll } from "vitest";
import { seed } from "../../server/seed/index.ts";
import { testAppForFile } from "./app.ts";
import { staffApi } from "./staff-api.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A record editor test file's app (decisions 106–108): its own app on the bundled content (the
 * seed runs before the file's tests; `reseed` runs it again), writes as fast as a test makes
 * them, and the staff API under `/api/admin/records` plus `path` (`/resort`).
 */
export function recordsTestApp(path = "") {
  const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" }, catalogs: false });
  beforeAll(() => seed(t.database.db, root), 120_000);
  const { token: staff, call, version } = staffApi(t, `/api/admin/records${path}`);
  return {
    t,
    /** The project's root, whose content/ the seed loads. */
    root,
    reseed: () => seed(t.database.db, root),
    /** A signed-in staff member's token (an editor unless named). */
    staff,
    call,
    version,
    /** The site's team list in a language, as the contact page reads it. */
    team: async (lang: "en" | "es") =>
      (await t.app.inject({ method: "GET", url: `/api/contact/getUsers?lang=${lang}` })).json() as {
        nickname: string;
        role: string;
        urlPhoto: string | null;
      }[],
  };
}

/** The fields a refusal names (spec §8), sorted. */
export const fieldPaths = (body: { fields?: { path: string }[] }) =>
  (body.fields ?? []).map((f) => f.path).toSorted();
