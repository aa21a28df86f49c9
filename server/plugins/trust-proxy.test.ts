import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";

// One write a minute gives page views a budget of ten a minute per client address.
const BUDGET = 10;
let t: TestApp | undefined;
afterEach(() => t?.close());

/** Page views from `remoteAddress`, each with a different forged first X-Forwarded-For entry. */
async function statuses(remoteAddress: string, forwardedFor: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < BUDGET + 2; i++) {
    const response = await t?.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: { path: "/", lang: "en" },
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor(i) },
    });
    codes.push(response?.statusCode ?? 0);
  }
  return codes;
}

const refused = (codes: number[]) => codes.filter((code) => code === 429).length;

describe(`TRUST_PROXY on ${engine} (decision 041)`, () => {
  it("with a hop count, believes only the entry the proxy wrote", async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "1", TRUST_PROXY: "1" });
    // The client forges a new address each time; the proxy appends the one it saw.
    const codes = await statuses("10.0.0.2", (i) => `198.51.100.${i}, 203.0.113.50`);
    expect(refused(codes)).toBe(2);
    // Another real client behind the same proxy has its own budget.
    const other = await statuses("10.0.0.2", () => "203.0.113.51");
    expect(refused(other)).toBe(2);
  });

  it("with proxy addresses, believes the header only from those proxies", async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "1", TRUST_PROXY: "10.0.0.0/8" });
    const viaProxy = await statuses("10.1.2.3", (i) => `198.51.100.${i}, 203.0.113.60`);
    expect(refused(viaProxy)).toBe(2);
    // A client that reaches the server directly can't choose its address with the header.
    const direct = await statuses("203.0.113.61", (i) => `198.51.100.${i}`);
    expect(refused(direct)).toBe(2);
  });
});

describe(`per-address limits of IPv6 clients on ${engine} (decision 126)`, () => {
  it("count one /64 as one client, and an IPv4-mapped address as its IPv4 address", async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "1" });
    // Each view from another address of the same /64: still one budget.
    const codes: number[] = [];
    for (let i = 0; i < BUDGET + 2; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        payload: { path: "/", lang: "en" },
        remoteAddress: `2001:db8:77:1:${(i + 1).toString(16)}::${i + 1}`,
      });
      codes.push(response.statusCode);
    }
    expect(refused(codes)).toBe(2);
    // The next /64 is another client.
    const neighbour = await t.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: { path: "/", lang: "en" },
      remoteAddress: "2001:db8:77:2::1",
    });
    expect(neighbour.statusCode).toBe(201);
    // 203.0.113.80 and ::ffff:203.0.113.80 are the same client.
    const mapped: number[] = [];
    for (let i = 0; i < BUDGET + 2; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        payload: { path: "/", lang: "en" },
        remoteAddress: i % 2 ? "203.0.113.80" : "::ffff:203.0.113.80",
      });
      mapped.push(response.statusCode);
    }
    expect(refused(mapped)).toBe(2);
  });
});
