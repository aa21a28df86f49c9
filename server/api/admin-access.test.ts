import { describe, expect, it } from "vitest";
import { type Endpoint, endpoints } from "../../core/contract/endpoints.ts";
import { STAFF_ROLES, staffAllowed } from "../../core/staff.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

/**
 * Every endpoint of the contract that declares `staff`, the other engineers' included: read from
 * the contract, so a new admin endpoint is walked without a line here.
 */
const staffEndpoints = Object.entries(endpoints as Readonly<Record<string, Endpoint>>).filter(
  ([, definition]) => definition.staff,
);

/** The endpoint's path with every `:param` an id, under `/api`. */
const urlOf = (definition: Endpoint) =>
  `/api${definition.path.replaceAll(/:[A-Za-z]+/g, "999999")}`;

const send = (definition: Endpoint, token?: string) =>
  t.app.inject({
    method: definition.method,
    url: urlOf(definition),
    headers: token ? { usertoken: token } : {},
    ...(definition.method === "GET" || definition.method === "DELETE" ? {} : { payload: {} }),
  });

describe(`the back office's API authorisation on ${engine}`, () => {
  it("declares staff endpoints only under /admin/, each naming staff roles", () => {
    expect(staffEndpoints.length).toBeGreaterThan(0);
    for (const [name, definition] of staffEndpoints) {
      expect(definition.path, name).toMatch(/^\/admin\//);
      expect(definition.staff?.length, name).toBeGreaterThan(0);
      for (const role of definition.staff ?? []) expect(STAFF_ROLES, name).toContain(role);
    }
  });

  it("answers 401 in spec §8's shape to every staff endpoint without a session", async () => {
    for (const [name, definition] of staffEndpoints) {
      for (const token of [undefined, "not-a-live-token"]) {
        const response = await send(definition, token);
        expect(response.statusCode, name).toBe(401);
        expect(response.json(), name).toMatchObject({ type: "error", title: "Sign-in required" });
        expect(response.headers["cache-control"], name).toBe("no-store");
      }
    }
  });

  it("answers 403 in spec §8's shape to a member without a staff role", async () => {
    const { token } = await createSignedInUser(t.database.db);
    for (const [name, definition] of staffEndpoints) {
      const response = await send(definition, token);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toMatchObject({ type: "error", title: "Not allowed" });
    }
  });

  it("lets each staff role through exactly where declared (admin everywhere), 403 elsewhere", async () => {
    for (const role of STAFF_ROLES) {
      const { token } = await createStaffUser(t.database.db, role);
      for (const [name, definition] of staffEndpoints) {
        const response = await send(definition, token);
        const label = `${role} → ${name}`;
        if (staffAllowed(role, definition.staff ?? [])) {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({ type: "error", title: "Not allowed" });
        }
      }
    }
  });
});
