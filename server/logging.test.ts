import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engine, openTestDatabase } from "../tests/helpers/app.ts";
import { solveCaptcha } from "../tests/helpers/captcha.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createServices } from "./services/index.ts";

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-logs-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info" });
  app = await buildApp({ config, services: createServices(database, config), logStream });
  await app.ready();
  // A fault in the database: this guest's leads can't be stored (the row fails a check), and
  // PostgreSQL's error quotes the whole failing row.
  await database.db.execute(
    sql`ALTER TABLE leads ADD CONSTRAINT leads_fault CHECK (email <> 'marisol.quintero@example.com')`,
  );
  await database.db.execute(
    sql`ALTER TABLE users ADD CONSTRAINT users_fault CHECK (email <> 'marisol.quintero@example.com')`,
  );
  close = async () => {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

describe(`log lines on ${engine}`, () => {
  it("never carry a lead's name, e-mail or phone, even when its write fails", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/Contact",
      headers: { recaptchatoken: await solveCaptcha(app, "login") },
      payload: {
        type: "invitation",
        typename: "Marisol",
        typelastname: "Quintero",
        emailtoinvitation: "marisol.quintero@example.com",
        phone: "3229876543",
        invitationlabel: "Invite a friend",
        phonelabel: "Mobile",
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join("");
    // The failure is logged, with the query that failed and the database's reason.
    expect(log).toContain("request failed");
    expect(log).toContain("leads_fault");
    expect(log).toContain('insert into \\"leads\\"');
    for (const personal of ["Marisol", "Quintero", "marisol.quintero", "3229876543"]) {
      expect(log).not.toContain(personal);
    }
  });

  it("never carry a member's password or its hash, even when the sign-up fails", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/users/signUp",
      headers: { recaptchatoken: await solveCaptcha(app, "signUp") },
      payload: {
        firstName: "Marisol",
        lastName: "Quintero",
        email: "marisol.quintero@example.com",
        password: "heron lantern tide pool",
        language: "es",
        acceptedPrivacyPolicy: true,
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("users_fault");
    for (const secret of ["heron lantern", "$argon2id", "Marisol", "marisol.quintero"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("write one line a request, when it is answered, with its method, address and status", async () => {
    const before = lines.length;
    const response = await app.inject({ method: "GET", url: "/api/dependantFields/zones" });
    expect(response.statusCode).toBe(200);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/dependantFields/zones" },
      res: { statusCode: 200 },
    });
    expect(written[0].responseTime).toBeTypeOf("number");
  });
});
