import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is counted under by every per-address limit (decision 126): an IPv4
 * address as it is; an IPv6 address by its /64, the network a single subscriber or host is
 * given, so one machine can't take a fresh budget from each of its 2^64 addresses; an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4) as the
 * IPv4 address it maps. Anything else (no address, a Unix socket) is kept as given.
 */
export function clientKey(address: string): string {
  const plain = address.trim();
  if (isIPv4(plain)) return plain;
  const withoutZone = plain.replace(/%.*$/, "");
  if (!isIPv6(withoutZone)) return plain;
  const groups = ipv6Groups(withoutZone);
  const mapped =
    groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
      ? `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`
      : undefined;
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail too). */
function ipv6Groups(
  address: string,
): [number, number, number, number, number, number, number, number] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string | undefined) =>
    s ? s.split(":").map((g) => Number.parseInt(g, 16)) : [];
  const left = part(head);
  const right = part(tail);
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill(0);
  const all = [...left, ...middle, ...right];
  return all as [number, number, number, number, number, number, number, number];
}
