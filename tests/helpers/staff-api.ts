import { sql } from "drizzle-orm";
import type { StaffRole } from "../../core/staff.ts";
import { queryRows } from "../../server/db/client.ts";
import type { TestApp } from "./app.ts";
import { createStaffUser } from "./factories.ts";

/**
 * A back-office API under `base` (`/api/admin/content`…) as the test file's staff call it: a
 * signed-in staff member's token by role, a call with it, and the content version to see that a
 * write moved it. The test app's fields are read at call time, once its beforeAll has run.
 */
export function staffApi(t: TestApp, base: string) {
  return {
    token: async (role: StaffRole = "editor") => (await createStaffUser(t.database.db, role)).token,
    call: (
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: string,
      token: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `${base}${url}`,
        headers: { usertoken: token },
        ...(payload === undefined ? {} : { payload }),
      }),
    version: async () =>
      Number(
        (
          await queryRows<{ version: string }>(
            t.database.db,
            sql`SELECT version FROM content_version`,
          )
        )[0]?.version,
      ),
  };
}

/**
 * The photo library's API (`/api/admin/media`) as `token`'s staff member calls it; a Buffer is
 * an upload (`?name=` names its file).
 */
export function mediaApi(t: TestApp, token: string) {
  return (method: "POST" | "PUT" | "DELETE", url: string, payload?: object | Buffer) =>
    t.app.inject({
      method,
      url: `/api/admin/media${url}`,
      headers: {
        usertoken: token,
        ...(Buffer.isBuffer(payload) ? { "content-type": "image/jpeg" } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
}
