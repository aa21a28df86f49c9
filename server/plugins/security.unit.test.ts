import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, framing } from "./security.ts";

const policy = contentSecurityPolicy("n0nce", { dev: false, https: false });

describe("framing (issue 15: the editor's preview)", () => {
  it("lets only the preview page be framed, by our own pages", () => {
    for (const url of [
      "/admin-preview/12",
      "/es/admin-preview/12",
      "/admin-preview/12.data?x=1",
      "/admin-preview/record/page/3?version=draft",
      "/es/admin-preview/record/page/3",
      "/admin-preview/record/team/3",
      "/admin-preview/record/subcatalog/7.data?version=draft",
    ]) {
      expect(framing(url, policy)).toContain("frame-ancestors 'self'");
      expect(framing(url, policy)).toContain("frame-src 'none'");
    }
  });

  it("lets only the preview screen frame our own pages", () => {
    for (const url of [
      "/admin/content/12/preview",
      "/admin/records/page/3/preview?version=draft",
      "/es/admin/records/page/3/preview",
      "/admin/records/team/3/preview",
      "/admin/records/banner/12/preview?version=draft",
    ]) {
      const screen = framing(url, policy);
      expect(screen).toContain("frame-src 'self'");
      expect(screen).toContain("frame-ancestors 'none'");
    }
  });

  it("leaves every other answer unframeable and framing nothing", () => {
    for (const url of [
      "/",
      "/admin/content/12",
      "/admin-preview/x",
      "/x/admin-preview/1",
      "/admin/records/page/3",
      "/admin/records/team/3/preview/x",
      "/admin/records/Team/3/preview",
      "/admin-preview/team/3",
      "/admin-preview/page/3",
      "/admin-preview/record/team/x",
    ]) {
      expect(framing(url, policy)).toBe(policy);
    }
  });
});
