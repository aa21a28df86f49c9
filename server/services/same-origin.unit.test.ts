import { describe, expect, it } from "vitest";
import { fromOurSite, publicOrigin, requestFromOurSite } from "./same-origin.ts";

const publicUrl = "https://marea.example/";

describe("a write from our own pages (decision 128)", () => {
  it("passes with the browser's same-origin word, or PUBLIC_URL's origin", () => {
    expect(fromOurSite({ secFetchSite: "same-origin" }, publicUrl)).toBe(true);
    expect(fromOurSite({ origin: "https://marea.example" }, publicUrl)).toBe(true);
  });

  it("is refused from another site, or when the browser says nothing", () => {
    const ours = "https://marea.example";
    expect(fromOurSite({ secFetchSite: "cross-site", origin: ours }, publicUrl)).toBe(false);
    expect(fromOurSite({ secFetchSite: "same-site" }, publicUrl)).toBe(false);
    expect(fromOurSite({ origin: "https://evil.example" }, publicUrl)).toBe(false);
    expect(fromOurSite({ origin: "http://marea.example" }, publicUrl)).toBe(false);
    expect(fromOurSite({ origin: "https://marea.example:8443" }, publicUrl)).toBe(false);
    expect(fromOurSite({ origin: "null" }, publicUrl)).toBe(false);
    expect(fromOurSite({}, publicUrl)).toBe(false);
  });

  it("never compares with the request's own address: a target of //evil.example proves nothing", () => {
    // What `new URL("//evil.example/account", base)` made the page's URL before (issue's finding).
    const request = new Request("http://evil.example/account", {
      method: "POST",
      headers: { origin: "http://evil.example" },
    });
    expect(requestFromOurSite(request, publicUrl)).toBe(false);
    expect(publicOrigin("http://localhost:3000/")).toBe("http://localhost:3000");
  });
});
