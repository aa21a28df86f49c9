import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageUrl } from "../../core/image-variants.ts";
import { machineEnv } from "../helpers/environment.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { rootDir, spawnServer, startServer, tempDataDir } from "../helpers/server-process.ts";

/** The machine's own Node when it is older than the pinned one (Debian's is 20), if any. */
const olderNode = ["/usr/bin/node", "/usr/local/bin/node"].find(
  (node) =>
    existsSync(node) &&
    Number(/^v(\d+)/.exec(spawnSync(node, ["--version"]).stdout.toString())?.[1]) < 24,
);

describe("the server process", () => {
  it("refuses bad configuration with one message listing every bad key, exit code 1", async () => {
    const server = await spawnServer({
      DATA_DIR: await tempDataDir(),
      PORT: "eighty",
      DATABASE_URL: "mysql://root@localhost/marea",
      CONTACT_EMAIL: "not an address",
    });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain("Invalid configuration");
    for (const key of ["PORT", "DATABASE_URL", "CONTACT_EMAIL"]) expect(output).toContain(key);
    expect(output).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
  });

  it.skipIf(!olderNode)("on an older Node, says so in one line and exits 1", async () => {
    const dataDir = await tempDataDir();
    const run = spawnSync(olderNode as string, ["build/server/index.js"], {
      cwd: rootDir,
      env: {
        ...machineEnv(),
        PATH: "/usr/bin:/bin",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
      },
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const output = `${run.stdout}${run.stderr}`.trim();
    expect(output).toMatch(/^Marea needs Node\.js >=24\.11 <25 and this is v\d+\.\d+\.\d+: .*$/);
    expect(output.split("\n")).toHaveLength(1);
  });

  it("serves the seeded site, and on SIGTERM finishes requests in flight, then exits 0", async () => {
    const server = await startServer({ DATA_DIR: await tempDataDir() });
    const home = await (await fetch(server.url)).text();
    const image = /\/img\/[0-9a-f]{64}\/[\w.-]+\.svg/.exec(home)?.[0];
    expect(image).toBeDefined();

    // The largest AVIF the site serves takes long enough to render that the signal arrives
    // while it is in flight.
    const inFlight = fetch(`${server.url}${imageUrl(image ?? "", 1200, 800)}`, {
      headers: { accept: "image/avif" },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.process.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "serves the same site from PostgreSQL when DATABASE_URL is set",
    () =>
      withScratchPostgres("serve", async (url) => {
        const server = await startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url });
        const magazine = await (await fetch(`${server.url}/magazine`)).text();
        expect(magazine).toContain("The Marea magazine");
        const article = await fetch(`${server.url}/es/revista/pescado-zarandeado`);
        expect(article.status).toBe(200);
        expect(await article.text()).toContain("Pescado zarandeado");
        expect(await server.stop("SIGTERM")).toBe(0);
      }),
  );
});
