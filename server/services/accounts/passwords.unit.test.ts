import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, weakPassword } from "./passwords.ts";

const person = ["Lucía", "Ortega", "lucia.ortega@example.org", "Marea"];

describe("member passwords", () => {
  it("are hashed with argon2id, 19 MiB and two passes, and verify only themselves", async () => {
    const stored = await hashPassword("tide pool heron lantern");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "tide pool heron lantern")).toBe(true);
    expect(await verifyPassword(stored, "tide pool heron lanterns")).toBe(false);
    // No account: a decoy hash is checked, and the answer is no.
    expect(await verifyPassword(undefined, "tide pool heron lantern")).toBe(false);
    // A value that is no hash (an account made by hand) matches nothing, and throws nothing.
    expect(await verifyPassword("not-a-hash", "not-a-hash")).toBe(false);
  });

  it("refuses common passwords, keyboard walks and the member's own name", async () => {
    for (const password of [
      "password123",
      "qwertyuiop",
      "iloveyou1",
      "12345678",
      "lucia-ortega-2026",
      "LuciaOrtega!",
      "marea2026!",
    ]) {
      expect(await weakPassword(password, person), password).toMatch(/too easy to guess/);
    }
  });

  it("accepts long phrases of unrelated words", async () => {
    for (const password of [
      "tide pool heron lantern",
      "mango season sunset walk",
      "Vk7#pq2!xZ9m",
    ]) {
      expect(await weakPassword(password, person), password).toBeUndefined();
    }
  });
});
