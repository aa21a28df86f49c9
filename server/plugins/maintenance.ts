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
 * retention period go (already counted in the daily totals, decision 089), and expired sessions, links, outbox mail and
 * old search counts go. Each step deletes a bounded batch, so a pass
 * after a flood stays short and the next pass carries on.
 */
export async function runMaintenance(options: MaintenanceOptions) {
  const db = options.services.database.db;
  const rateLimitRows = await pruneRateLimits(db);
  const pageViewRows = await options.services.analytics.dropOldPageViews(
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
  // Visitors' searches past their retention (core/search-log.ts).
  const searchRows = await options.services.searchLog.prune();
  // Rejected, spam and taken-down reviews past their retention (decision 085).
  const reviewRows = await options.services.reviewModeration.prune();
  // Concierge requests past their retention (decision 112), and the day's digest once it is
  // time (the first pass after CONCIERGE_DIGEST_HOUR claims it).
  const conciergeRows =
    (await options.services.concierge.prune()) + (await options.services.concierge.pruneDigests());
  const digest = await options.services.concierge.sendDigest();
  // Unfinished survey answers, and finished ones past their retention (decision 116).
  const surveyRows = await options.services.survey.prune();
  // Live chats idle for a day are closed; closed ones past their retention go (decision 119).
  const chatRows = await options.services.chat.prune();
  // Rendered variants of photos deleted elsewhere (decision 098), once an hour: it reads the
  // whole cache folder.
  const variantFiles = await options.services.mediaLibrary.pruneOrphanVariants({
    everyMs: 60 * 60 * 1000,
  });
  return {
    rateLimitRows,
    pageViewRows,
    accountRows,
    searchRows,
    reviewRows,
    conciergeRows,
    digestsSent: digest?.sent ?? 0,
    surveyRows,
    chatRows,
    variantFiles,
  };
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
        const rows =
          done.rateLimitRows +
          done.pageViewRows +
          done.accountRows +
          done.searchRows +
          done.reviewRows +
          done.conciergeRows +
          done.digestsSent +
          done.surveyRows +
          done.chatRows +
          done.variantFiles;
        if (rows > 0) app.log.info(done, "maintenance pass");
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
