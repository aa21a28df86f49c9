import { describe, expect, it } from "vitest";
import { failingFields, jitlessZod, lazyContract } from "./contract-loader.ts";

describe("jitlessZod", () => {
  it("turns zod's JIT off where zod reads its settings, before zod is loaded", () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean } } = {};
    jitlessZod(scope);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true });
  });

  it("keeps the settings zod already has", () => {
    const settings = { jitless: false, customError: undefined };
    const scope = { __zod_globalConfig: settings };
    jitlessZod(scope);
    expect(scope.__zod_globalConfig).toBe(settings);
    expect(settings.jitless).toBe(true);
  });
});

describe("lazyContract", () => {
  it("loads the module once, and again after a failed load", async () => {
    let calls = 0;
    const load = lazyContract(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return { schema: calls };
    });
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toEqual({ schema: 2 });
    await expect(load()).resolves.toEqual({ schema: 2 });
    expect(calls).toBe(2);
  });
});

describe("failingFields", () => {
  const fieldOf = (path: readonly PropertyKey[]) =>
    path[0] === "email" || path[0] === "phone" ? path[0] : undefined;

  it("names each field an issue points at once, and passes over paths of no field", () => {
    const issues = [{ path: ["email"] }, { path: ["phone", 0] }, { path: ["email"] }, { path: [] }];
    expect([...failingFields(issues, fieldOf)]).toEqual(["email", "phone"]);
  });

  it("adds to the fields already failing, and is empty without issues", () => {
    expect([...failingFields([{ path: ["phone"] }], fieldOf, new Set(["email"]))]).toEqual([
      "email",
      "phone",
    ]);
    expect(failingFields(undefined, fieldOf).size).toBe(0);
  });
});
