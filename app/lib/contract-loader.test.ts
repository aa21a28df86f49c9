import { describe, expect, it } from "vitest";
import { jitlessZod } from "./contract-loader.ts";

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
