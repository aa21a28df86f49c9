/** Thrown when the queue already holds as many waiting tasks as it may. */
export class QueueFullError extends Error {
  constructor() {
    super("Too many tasks waiting");
    this.name = "QueueFullError";
  }
}

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxWaiting` more in line; beyond
 * that it refuses at once. `/img` renders through one, so a flood of uncached variants queues
 * behind a core's worth of sharp work instead of starving page renders (issue 10).
 */
export function createRenderQueue(options: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) {
        running++;
      } else {
        if (waiting.length >= options.maxWaiting) throw new QueueFullError();
        // The finishing task hands its slot straight to us, so `running` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
