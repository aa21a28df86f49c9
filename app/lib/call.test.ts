import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { apiPath, call, isCanceled, USER_TOKEN_KEY } from "./api.ts";
import { captchaToken } from "./captcha.ts";
import { sendPageView } from "./page-views.ts";

type Sent = { url: string; init: RequestInit };

/** The browser's fetch, answering each URL from `answers` (JSON, status 200 unless given). */
function network(answers: Record<string, { body: unknown; status?: number }> = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const answer = answers[url.split("?")[0] ?? url] ?? { body: [] };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

function signIn(token: string | null) {
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => (key === USER_TOKEN_KEY ? token : null),
  });
}

const headersOf = (sent: Sent | undefined) => (sent?.init.headers ?? {}) as Record<string, string>;

let info: MockInstance<typeof console.info>;
beforeEach(() => {
  info = vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  info.mockRestore();
});

describe("call(), typed from the contract", () => {
  it("posts the body as JSON to the route's method and path", async () => {
    const sent = network();
    const body = { catalogID: 1074 as const, words: "jazz" };
    await call("POST /events/search", { body, lang: "es" });
    expect(sent[0]?.url).toBe("/api/events/search");
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.init.body).toBe(JSON.stringify(body));
    expect(headersOf(sent[0])).toMatchObject({
      "content-type": "application/json",
      "accept-language": "es",
    });
  });

  it("fills the path's params and appends the query, without a body", async () => {
    const sent = network();
    await call("GET /dependantFields/categories/:catalogID", {
      params: { catalogID: 1072 },
      query: { lang: "en" },
    });
    expect(sent[0]?.url).toBe("/api/dependantFields/categories/1072?lang=en");
    expect(sent[0]?.init.method).toBe("GET");
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it("builds paths: params encoded, undefined query values left out, a missing param refused", () => {
    expect(apiPath("/a/:id", { id: "x/y" }, { q: "é", none: undefined })).toBe("/a/x%2Fy?q=%C3%A9");
    expect(apiPath("/a", undefined, {})).toBe("/a");
    expect(() => apiPath("/a/:id", {}, undefined)).toThrow("/a/:id needs its id");
  });

  it("answers the data typed as the contract says", async () => {
    network({ "/api/captcha": { body: { provider: "recaptcha", siteKey: "k" } } });
    const { data } = await call("GET /captcha", {});
    // A wrong field here would not compile: the type comes from captchaConfigSchema.
    const provider: "proof-of-work" | "recaptcha" = data.provider;
    expect(provider).toBe("recaptcha");
  });

  it("aborts the call in flight with the same key (spec §4), not the others", async () => {
    const sent: Sent[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            sent.push({ url, init });
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            );
            setTimeout(() => resolve(new Response("[]")), 20);
          }),
      ),
    );
    const body = { catalogID: 1074 as const };
    const first = call("POST /events/search", { body, cancellable: "events" });
    const other = call("GET /dependantFields/zones", { query: {}, cancellable: "zones" });
    const second = call("POST /events/search", { body, cancellable: "events" });
    expect(isCanceled(await first.catch((error: unknown) => error))).toBe(true);
    await expect(second).resolves.toMatchObject({ status: 200 });
    await expect(other).resolves.toMatchObject({ status: 200 });
    expect(sent.map((s) => s.init.signal?.aborted)).toEqual([true, false, false]);
  });
});

describe("the userToken header (spec §6)", () => {
  it("goes with every call of a signed-in visitor, and with none of an anonymous one", async () => {
    signIn(null);
    const anonymous = network();
    await call("GET /dependantFields/zones", { query: {} });
    expect(headersOf(anonymous[0])).not.toHaveProperty("userToken");

    signIn("session-1");
    const sent = network();
    await call("GET /dependantFields/zones", { query: {} });
    await call("POST /reviews", {
      body: { review: "A quiet beach with clear water.", sysItemTypeID: 6, itemID: 1 },
    });
    expect(sent.map((s) => headersOf(s).userToken)).toEqual(["session-1", "session-1"]);
  });

  it("goes with the captcha's config and challenge", async () => {
    signIn("session-2");
    const salt = "s1";
    const challenge = createHash("sha256").update(`${salt}3`).digest("hex");
    const sent = network({
      "/api/captcha": { body: { provider: "proof-of-work", siteKey: null } },
      "/api/captcha/challenge": {
        body: { algorithm: "SHA-256", challenge, maxnumber: 10, salt, signature: "sig" },
      },
    });
    const token = await captchaToken("review");
    expect(JSON.parse(atob(token))).toMatchObject({ number: 3, salt });
    expect(sent.map((s) => s.url)).toEqual([
      "/api/captcha",
      "/api/captcha/challenge?action=review",
    ]);
    expect(sent.map((s) => headersOf(s).userToken)).toEqual(["session-2", "session-2"]);
  });

  it("goes with the page view, which is kept alive and only warns when it fails", async () => {
    signIn("session-3");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sent = network({
      "/api/analytics/page-view": { body: { title: "Too many", message: "Later" }, status: 429 },
    });
    await sendPageView({ path: "/events", lang: "en", title: "Events" });
    expect(sent[0]?.url).toBe("/api/analytics/page-view");
    expect(sent[0]?.init.keepalive).toBe(true);
    expect(headersOf(sent[0]).userToken).toBe("session-3");
    expect(warn).toHaveBeenCalledWith("page_view not recorded", expect.anything());
    warn.mockRestore();
  });
});

describe("the browser's calls", () => {
  it("all go through call(): no module of app/ but the client uses fetch or its transport", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    })(root).filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file) && !file.endsWith("api.ts"),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) =>
      /(?<![\w.])fetch\(|fetchApi\(/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
