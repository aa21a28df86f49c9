import type { IncomingMessage } from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { fastifyTrustProxy } from "./app.ts";
import { clientAddress } from "./client-address.ts";
import type { TrustProxy } from "./config.ts";

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  }) as unknown as IncomingMessage;

/** What Fastify's `request.ip` says for the same request and setting. */
async function fastifyIp(trust: TrustProxy, peer: string, forwarded?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get("/", (req) => ({ ip: req.ip }));
  const response = await app.inject({
    url: "/",
    remoteAddress: peer,
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

describe("clientAddress (decision 041's rules, for the chat's upgrade)", () => {
  const cases: [TrustProxy, string, string | undefined][] = [
    [false, "203.0.113.5", "198.51.100.1"],
    [{ hops: 1 }, "10.0.0.2", "198.51.100.1"],
    [{ hops: 1 }, "10.0.0.2", "6.6.6.6, 198.51.100.1"],
    [{ hops: 2 }, "10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3"],
    [{ hops: 1 }, "10.0.0.2", undefined],
    [{ hops: 3 }, "10.0.0.2", "198.51.100.1"],
    [{ addresses: ["10.0.0.0/8"] }, "10.0.0.2", "6.6.6.6, 198.51.100.1"],
    [{ addresses: ["10.0.0.0/8"] }, "10.0.0.2", "6.6.6.6, 10.1.1.1"],
    [{ addresses: ["10.0.0.0/8"] }, "203.0.113.9", "6.6.6.6"],
    [{ addresses: ["loopback"] }, "::1", "2001:db8::7"],
    [{ addresses: ["loopback", "uniquelocal"] }, "127.0.0.1", "1.2.3.4, 192.168.1.1"],
    [{ addresses: ["10.0.0.1"] }, "10.0.0.1", "not-an-address, 198.51.100.1"],
  ];
  it.each(cases)(
    "with %j, peer %s and X-Forwarded-For %s, says what Fastify says",
    async (trust, peer, forwarded) => {
      expect(clientAddress(request(peer, forwarded), trust)).toBe(
        await fastifyIp(trust, peer, forwarded),
      );
    },
  );
});
