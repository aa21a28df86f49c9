import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerPublicationSchedule } from "./publication-schedule.ts";

describe("the publication timer (decisions 100, 103, 108)", () => {
  it("publishes items, rolls events and publishes records' drafts in one pass, once listening", async () => {
    const calls: string[] = [];
    const services = {
      editing: {
        publishDue: async () => {
          calls.push("items");
          return 0;
        },
        rollDue: async () => {
          calls.push("events");
          return 0;
        },
      },
      records: {
        publishDue: async () => {
          calls.push("drafts");
          return 1;
        },
      },
    };
    const app = Fastify({ logger: false });
    registerPublicationSchedule(app, services as never, 60_000);
    expect(calls).toEqual([]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    await expect.poll(() => calls.length).toBe(3);
    expect(calls).toEqual(["items", "events", "drafts"]);
    await app.close();
  });
});
