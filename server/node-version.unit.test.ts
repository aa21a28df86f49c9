import { describe, expect, it } from "vitest";
import { engines } from "../package.json";
import { nodeVersionProblem } from "./node-version.ts";

describe("the Node version check", () => {
  it("accepts the Node running the tests, which is the pinned one", () => {
    expect(nodeVersionProblem(process.version, engines.node)).toBeUndefined();
  });

  it("names the range and the running version in one line for an older or newer Node", () => {
    for (const version of ["v20.20.2", "v24.10.9", "v25.0.0"]) {
      const problem = nodeVersionProblem(version, ">=24.11 <25");
      expect(problem).toContain(">=24.11 <25");
      expect(problem).toContain(version);
      expect(problem).not.toContain("\n");
    }
    expect(nodeVersionProblem("v24.11.0", ">=24.11 <25")).toBeUndefined();
  });
});
