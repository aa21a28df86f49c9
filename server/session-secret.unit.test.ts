import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieHeader, cookiesOf } from "../tests/helpers/cookies.ts";
import { createVisitsService } from "./services/visits/service.ts";
import { SESSION_SECRET_FILE, sessionSecret } from "./session-secret.ts";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-secret-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the cookie-signing key (decision 049)", () => {
  it("is made on the first start, readable by its owner only, and kept across restarts", async () => {
    const first = sessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(sessionSecret(undefined, dataDir)).toBe(first);
  });

  it("is SESSION_SECRET when set, and no file is written", async () => {
    const configured = "a-configured-session-secret-of-40-chars!";
    expect(sessionSecret(configured, dataDir)).toBe(configured);
    await expect(stat(path.join(dataDir, SESSION_SECRET_FILE))).rejects.toThrow();
  });

  it("refuses a kept key too short to sign with", async () => {
    await writeFile(path.join(dataDir, SESSION_SECRET_FILE), "short\n");
    expect(() => sessionSecret(undefined, dataDir)).toThrow(/SESSION_SECRET/);
  });
});

describe("visit cookies", () => {
  const secret = "x".repeat(32);
  const welcome = new Request("https://marea.example/WelcomeCentre?id=INV-3&team=TFG");

  it("are signed, HttpOnly, SameSite=Lax, and Secure when the site is served over https", () => {
    const plain = createVisitsService({ secret, secure: false }).of(welcome, {}).setCookies;
    const secure = createVisitsService({ secret, secure: true }).of(welcome, {}).setCookies;
    expect(plain).toHaveLength(2);
    for (const cookie of plain) {
      expect(cookie).toMatch(/^marea_\w+=[^;]+\.[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    }
    for (const cookie of secure) expect(cookie).toMatch(/; Secure/);
  });

  it("read back what they wrote, and nothing from a tampered copy", () => {
    const visits = createVisitsService({ secret, secure: false });
    const cookies = cookiesOf(cookieHeader(visits.of(welcome, {}).setCookies));
    expect(visits.readTeam(cookies)).toBe("TFG");
    expect(visits.readAttribution(cookies)?.first.invitationId).toBe("INV-3");
    const tampered = { ...cookies, marea_team: cookies.marea_team?.replace("TFG", "TOG") };
    expect(visits.readTeam(tampered)).toBeUndefined();
    expect(visits.readTeam({ marea_team: "TOG" })).toBeUndefined();
  });
});
