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

/**
 * What limits per client address count by: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64 (one household or one server gets a whole /64 and can pick
 * any address in it), anything else as it came.
 */
export function addressKey(address: string): string {
  const bare = address.trim().toLowerCase().split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const first = groups(head);
  const last = groups(tail);
  const all =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill("0"), ...last];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
