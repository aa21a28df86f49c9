import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "./config.ts";

/**
 * The client address of a request Fastify never sees (the chat's WebSocket upgrade), by the
 * rules Fastify's `request.ip` follows for our TRUST_PROXY (decision 041, server/app.ts
 * `fastifyTrustProxy`, proxy-addr): the socket's peer, then the `X-Forwarded-For` entries from
 * the right, each believed while the one before it is a trusted proxy.
 */
export function clientAddress(request: IncomingMessage, trust: TrustProxy | false): string {
  const peer = request.socket.remoteAddress ?? "";
  if (trust === false) return peer;
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .reverse();
  const addresses = [peer, ...forwarded];
  const trusted = "hops" in trust ? (_: string, hop: number) => hop < trust.hops : inList(trust);
  for (let hop = 0; hop < addresses.length - 1; hop++) {
    const address = addresses[hop] ?? "";
    if (!trusted(address, hop)) return address;
  }
  return addresses[addresses.length - 1] ?? peer;
}

/** proxy-addr's named ranges. */
const RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function inList(trust: { addresses: string[] }): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of trust.addresses.flatMap((e) => RANGES[e] ?? [e])) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}
