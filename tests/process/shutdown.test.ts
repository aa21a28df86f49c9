import http from "node:http";
import { describe, expect, it, vi } from "vitest";
import { startServer, tempDataDir } from "../helpers/server-process.ts";

type Outcome = { answered: number; statuses: number[]; errors: string[]; closedByServer: number };

/**
 * One keep-alive client: requests one after another on its single connection until the server
 * stops answering. A refused new connection is the end (a load balancer sends it elsewhere);
 * a request the server accepted and then dropped (a reset, a hang-up) is a failure.
 */
async function keepAliveClient(url: string, paths: string[], outcome: Outcome): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const path = paths[i % paths.length] as string;
      const result = await new Promise<{ status: number; close: boolean } | Error>((resolve) => {
        const request = http.get(`${url}${path}`, { agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              close: response.headers.connection === "close",
            }),
          );
          response.on("error", resolve);
        });
        request.on("error", resolve);
      });
      if (result instanceof Error) {
        const code = (result as NodeJS.ErrnoException).code ?? result.message;
        if (code !== "ECONNREFUSED") outcome.errors.push(`${path}: ${code}`);
        return;
      }
      outcome.answered++;
      outcome.statuses.push(result.status);
      if (result.close) outcome.closedByServer++;
    }
  } finally {
    agent.destroy();
  }
}

describe("shutting down", () => {
  it("answers every request on keep-alive connections that SIGTERM finds in flight, none reset", async () => {
    // Unseeded, to start fast: the site's own preview drawing is stored at every start.
    const server = await startServer({ DATA_DIR: await tempDataDir(), SEED_ON_START: "false" });
    const contact = await (await fetch(`${server.url}/contact`)).text();
    const image = /\/img\/[0-9a-f]{64}\/[\w.-]+\.svg/.exec(contact)?.[0] as string;
    expect(image).toBeDefined();
    // Pages, the API, health checks and image variants that take a while to render.
    const paths = ["/", "/magazine", "/api/zones", "/healthz", "/es/directorio"];
    const outcome: Outcome = { answered: 0, statuses: [], errors: [], closedByServer: 0 };
    const clients = Array.from({ length: 8 }, (_, id) =>
      keepAliveClient(
        server.url,
        id % 2 ? paths : [`${image}?w=${1200 + id}&h=900&q=80`, ...paths],
        outcome,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const answeredBefore = outcome.answered;
    server.process.kill("SIGTERM");
    await Promise.all(clients);

    expect(await server.exited).toBe(0);
    expect(answeredBefore).toBeGreaterThan(20);
    expect(outcome.errors).toEqual([]);
    expect(outcome.statuses.filter((status) => status >= 500)).toEqual([]);
    // Each connection left because the server said so on its last answer.
    expect(outcome.closedByServer).toBe(8);
  });
});

describe("shutting down behind a proxy (SHUTDOWN_PREDRAIN_MS)", () => {
  it("fails /readyz at once but serves and accepts connections until the pre-drain ends", async () => {
    const server = await startServer({
      DATA_DIR: await tempDataDir(),
      SEED_ON_START: "false",
      SHUTDOWN_PREDRAIN_MS: "1500",
    });
    const stopping = Date.now();
    server.process.kill("SIGTERM");
    // A fresh connection each time (no agent reuse): the listener is still open.
    const readiness = await vi.waitFor(
      async () => {
        const answer = await fetch(`${server.url}/readyz`, { headers: { connection: "close" } });
        expect(answer.status).toBe(503);
        return answer;
      },
      { timeout: 1_000, interval: 20 },
    );
    expect(await readiness.json()).toEqual({ status: "closing" });
    const health = await fetch(`${server.url}/healthz`, { headers: { connection: "close" } });
    expect(health.status).toBe(200);
    // Answers during the pre-drain end their connection: a keep-alive client moves elsewhere.
    expect(health.headers.get("connection")).toBe("close");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(1500);
  });
});
