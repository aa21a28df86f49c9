import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { noteUnavailable } from "./errors.ts";

/**
 * `/healthz`: the process is up. `/readyz`: it can serve, meaning the database answers and the
 * process is not shutting down (a load balancer stops sending traffic when this fails).
 */
export function registerHealth(app: FastifyInstance, db: Db, isClosing: () => boolean): void {
  const noStore = { "cache-control": "no-store" };
  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    if (isClosing()) return reply.code(503).headers(noStore).send({ status: "closing" });
    try {
      await db.execute(sql`SELECT 1`);
      return reply.headers(noStore).send({ status: "ready" });
    } catch (error) {
      // An outage is logged once every ten seconds, not at every health check (decision 133).
      if (isDatabaseUnavailable(error)) noteUnavailable(request, error);
      else request.log.error({ err: error }, "readiness check failed");
      return reply.code(503).headers(noStore).send({ status: "database unavailable" });
    }
  });
}
