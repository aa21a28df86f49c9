import { describe, expect, it } from "vitest";
import { createRenderQueue, QueueFullError } from "./render-queue.ts";

describe("the render queue", () => {
  it("runs at most `concurrency` tasks at once and refuses past `maxWaiting`", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      new Promise<number>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve(running);
        });
      });
    const accepted = Array.from({ length: 5 }, () => queue.run(task));
    await expect(queue.run(task)).rejects.toBeInstanceOf(QueueFullError);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    while (releases.length > 0 || queue.running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
