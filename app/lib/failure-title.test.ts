import { describe, expect, it } from "vitest";
import { ApiRequestError, failureTitle } from "./api.ts";

describe("the failure dialog's title (spec §8, issue 9)", () => {
  it("names an error without an HTTP response by its message once", () => {
    expect(failureTitle(new TypeError("Failed to fetch"), "/api/Contact")).toBe("Failed to fetch");
    expect(failureTitle(new Error("captcha challenge could not be solved"), "/api/Contact")).toBe(
      "captcha challenge could not be solved",
    );
    expect(`Error: ${failureTitle(new Error("boom"), "/api/Contact")}`).toBe("Error: boom");
  });

  it("takes an answered error's title from the server", () => {
    const answered = new ApiRequestError(
      { title: "Too many requests", message: "wait", url: "/api/Contact", type: "error" },
      429,
    );
    expect(failureTitle(answered, "/api/Contact")).toBe("Too many requests");
  });
});
