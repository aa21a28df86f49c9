import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("works offline with defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteName).toBe("Marea");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(Object.keys(config.contact.teamPhones)).toEqual(["TFG", "GBGDLOB", "GBPVOB", "TOG"]);
  });
  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_NAME: "Marea",
      DATABASE_URL: "postgres://marea@db:5432/marea",
      PUBLIC_URL: "https://marea.example/",
      TEAM_PHONE_TFG: "+52 322 111 2233",
      TRUST_PROXY: "2",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://marea@db:5432/marea");
    expect(config.publicUrl).toBe("https://marea.example");
    expect(config.contact.teamPhones.TFG).toBe("+52 322 111 2233");
    expect(config.trustProxy).toEqual({ hops: 2 });
  });
  it("takes TRUST_PROXY as a hop count or proxy addresses, and refuses true (decision 041)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,loopback" }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "192.168.1.4", "loopback"],
    });
    expect(loadConfig({ TRUST_PROXY: "fd00::/8" }).trustProxy).toEqual({ addresses: ["fd00::/8"] });
    for (const bad of ["true", "yes", "10.0.0.0/33", "proxy.internal", "11", "10.0.0.1,"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/hop|addresses/);
  });
  it("reads SHUTDOWN_PREDRAIN_MS as milliseconds up to 30 s, 0 by default (decision 121)", () => {
    expect(loadConfig({}).shutdownPredrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_PREDRAIN_MS: "1000" }).shutdownPredrainMs).toBe(1000);
    for (const bad of ["-1", "1.5", "30001", "soon"]) {
      expect(() => loadConfig({ SHUTDOWN_PREDRAIN_MS: bad }), bad).toThrow(/SHUTDOWN_PREDRAIN_MS/);
    }
  });
  it("reads the image cache budget as a size", () => {
    expect(loadConfig({}).imageCacheBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_SIZE: "64KB" }).imageCacheBytes).toBe(65_536);
    expect(loadConfig({ IMAGE_CACHE_SIZE: "2gb" }).imageCacheBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ IMAGE_CACHE_SIZE: "100000" }).imageCacheBytes).toBe(100_000);
    for (const bad of ["lots", "1KB", "-5MB", "1.5GB"]) {
      expect(() => loadConfig({ IMAGE_CACHE_SIZE: bad }), bad).toThrow(/IMAGE_CACHE_SIZE/);
    }
  });
  it("sends members' mail to SMTP_URL when set, from MAIL_FROM or the site's name", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: "Marea <no-reply@marea.example>",
    });
    const set = loadConfig({
      SMTP_URL: "smtps://u:p@mail.example:465",
      MAIL_FROM: "Hola <h@x.mx>",
    });
    expect(set.mail).toEqual({ smtpUrl: "smtps://u:p@mail.example:465", from: "Hola <h@x.mx>" });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
  });
  it("makes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither, never echoing the password", () => {
    expect(loadConfig({}).firstAdmin).toBeUndefined();
    expect(
      loadConfig({ ADMIN_EMAIL: "boss@example.org", ADMIN_PASSWORD: "a long pass phrase" })
        .firstAdmin,
    ).toEqual({ email: "boss@example.org", password: "a long pass phrase" });
    expect(() => loadConfig({ ADMIN_EMAIL: "boss@example.org" })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadConfig({ ADMIN_EMAIL: "boss@example.org", ADMIN_PASSWORD: "short-pw" }),
    ).toThrow(/ADMIN_PASSWORD.*not shown/);
    expect(() =>
      loadConfig({ ADMIN_EMAIL: "boss@example.org", ADMIN_PASSWORD: "short-pw" }),
    ).not.toThrow(/short-pw/);
  });
  it("lists every bad key in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        CONTACT_EMAIL: "nope",
        TEAM_PHONE_TOG: "call me",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const key of ["PORT", "DATABASE_URL", "CONTACT_EMAIL", "TEAM_PHONE_TOG"]) {
      expect(problems).toContain(key);
    }
    expect((error as ConfigError).problems).toHaveLength(4);
  });
});
