import type { FastifyInstance } from "fastify";
import type { Services } from "../services/index.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export type MaintenanceOptions = {
  services: Services;
  pageViewRetentionDays: number;
  /** How often a pass runs; each pass does a bounded amount of work (decision 048). */
  everyMs?: number;
};

/**
 * One pass of table upkeep: expired rate-limit counters go, page views older than the
 * retention period are folded into daily totals, and expired sessions, links and outbox mail go. Each step deletes a bounded batch, so a pass
 * after a flood stays short and the next pass carries on.
 */
export async function runMaintenance(options: MaintenanceOptions) {
  const db = options.services.database.db;
  const rateLimitRows = await pruneRateLimits(db);
  const pageViewRows = await options.services.analytics.foldOldPageViews(
    options.pageViewRetentionDays,
  );
  // Expired sessions and links, unconfirmed accounts, old outbox mail (decision 071), old audit
  // entries (decision 080).
  const accountRows =
    (await options.services.sessions.prune()) +
    (await options.services.accounts.prune()) +
    (await options.services.mail.pruneOutbox()) +
    (await options.services.audit.prune()) +
    (await options.services.staff.prune());
  // Rejected, spam and taken-down reviews past their retention (decision 085).
  const reviewRows = await options.services.reviewModeration.prune();
  return { rateLimitRows, pageViewRows, accountRows, reviewRows };
}

/**
 * Runs maintenance once a minute while the server listens (every process does: the statements
 * are safe to run concurrently). A failed pass is logged and retried on the next tick.
 */
export function registerMaintenance(app: FastifyInstance, options: MaintenanceOptions): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runMaintenance(options)
      .then((done) => {
        if (done.rateLimitRows + done.pageViewRows + done.accountRows + done.reviewRows > 0)
          app.log.info(done, "maintenance pass");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "maintenance pass failed"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onListen", async () => {
    tick();
    timer = setInterval(tick, options.everyMs ?? 60_000);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
