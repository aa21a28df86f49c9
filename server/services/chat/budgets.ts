import { type Bucket, takeToken } from "../../../core/chat.ts";

export type Rate = { readonly burst: number; readonly perSecond: number };

/** One budget a frame is charged to: its name (`m:visitor:<conversation>`…) and its rate. */
export type Charge = { key: string; rate: Rate };

/**
 * The live chat's budgets by name, shared by every socket of this process (decision 131): a
 * visitor's conversation, a staff member, a conversation as a whole. A frame is charged to each
 * budget it falls under, all of them or none: a frame refused by one costs the others nothing.
 */
export class ChatBudgets {
  private readonly buckets = new Map<string, { bucket: Bucket; rate: Rate }>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Whether one more frame may go now under every budget in `charges`; if so, it is charged. */
  take(charges: readonly Charge[]): boolean {
    const now = this.now();
    const taken = charges.map(({ key, rate }) => ({
      key,
      rate,
      ...takeToken(this.buckets.get(key)?.bucket, rate, now),
    }));
    if (taken.some((one) => !one.ok)) return false;
    for (const { key, rate, bucket } of taken) this.buckets.set(key, { bucket, rate });
    return true;
  }

  /** Forgets the budgets that have filled up again: a new one would be the same. */
  prune(): void {
    const now = this.now();
    for (const [key, { bucket, rate }] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond >= rate.burst) {
        this.buckets.delete(key);
      }
    }
  }

  /** Budgets kept now (the ones not full). */
  get size(): number {
    return this.buckets.size;
  }
}
