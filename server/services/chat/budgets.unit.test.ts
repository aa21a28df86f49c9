import { describe, expect, it } from "vitest";
import { ChatBudgets } from "./budgets.ts";

const visitor = { key: "m:visitor:c1", rate: { burst: 2, perSecond: 1 } };
const conversation = { key: "m:conversation:c1", rate: { burst: 3, perSecond: 1 } };
const staff = { key: "m:staff:7", rate: { burst: 5, perSecond: 2 } };

describe("ChatBudgets (decision 131)", () => {
  it("charges every budget of a frame, or none when one is spent", () => {
    let now = 0;
    const budgets = new ChatBudgets(() => now);
    expect(budgets.take([visitor, conversation])).toBe(true);
    expect(budgets.take([visitor, conversation])).toBe(true);
    // The visitor's own budget is spent; the conversation's third token is not taken.
    expect(budgets.take([visitor, conversation])).toBe(false);
    expect(budgets.take([staff, conversation])).toBe(true);
    // Now the conversation's is spent too, whoever sends.
    expect(budgets.take([staff, conversation])).toBe(false);
    expect(budgets.take([staff])).toBe(true);
    now = 1_000;
    expect(budgets.take([visitor, conversation])).toBe(true);
    expect(budgets.take([visitor, conversation])).toBe(false);
  });

  it("forgets budgets once they are full again, and not before", () => {
    let now = 0;
    const budgets = new ChatBudgets(() => now);
    budgets.take([visitor, staff]);
    expect(budgets.size).toBe(2);
    now = 999;
    budgets.prune();
    expect(budgets.size).toBe(1);
    now = 1_000;
    budgets.prune();
    expect(budgets.size).toBe(0);
  });
});
