import type { FastifyInstance } from "fastify";
import { SCHEDULE_EVERY_MS } from "../../core/content-workflow.ts";
import type { Services } from "../services/index.ts";

/**
 * Scheduled items are published when their time comes, with no request needed to trigger it
 * (issue 15, decision 100), and recurring events move on to their next occurrence (decision
 * 103), and site records' scheduled drafts (decision 108): every process looks once a second and publishes a bounded batch
 * (`services.editing.publishDue`). Several processes may look at once: each item is published by
 * whichever takes it first. A pass with nothing due is one indexed read that writes nothing.
 */
export function registerPublicationSchedule(
  app: FastifyInstance,
  services: Pick<Services, "editing" | "records">,
  everyMs = SCHEDULE_EVERY_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = services.editing
      .publishDue()
      .then(async (published) => {
        if (published > 0) app.log.info({ published }, "scheduled items published");
        // Recurring events whose occurrence is over move on in the same pass (decision 103).
        const rolled = await services.editing.rollDue();
        if (rolled > 0) app.log.info({ rolled }, "recurring events moved to their next occurrence");
        // Site records' drafts whose time has come, in the same pass (decision 108).
        const drafts = await services.records.publishDue();
        if (drafts > 0) app.log.info({ drafts }, "scheduled record drafts published");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "scheduled publication failed"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onListen", async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
