import type { FastifyInstance } from "fastify";
import { SCHEDULE_EVERY_MS } from "../../core/content-workflow.ts";
import type { Services } from "../services/index.ts";

/**
 * Scheduled items are published when their time comes, with no request needed to trigger it
 * (issue 15, decision 100): every process looks once a second and publishes a bounded batch
 * (`services.editing.publishDue`). Several processes may look at once: each item is published by
 * whichever takes it first. A pass with nothing due is one indexed read that writes nothing.
 */
export function registerPublicationSchedule(
  app: FastifyInstance,
  services: Pick<Services, "editing">,
  everyMs = SCHEDULE_EVERY_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = services.editing
      .publishDue()
      .then((published) => {
        if (published > 0) app.log.info({ published }, "scheduled items published");
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
