import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("the key a client address is limited under (decision 126)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("192.0.2.17")).toBe("192.0.2.17");
    expect(clientKey("192.0.2.18")).not.toBe(clientKey("192.0.2.17"));
  });

  it("counts every address of one IPv6 /64 together, whatever its spelling", () => {
    const key = clientKey("2001:db8:85a3:12::1");
    expect(key).toBe("2001:db8:85a3:12::/64");
    for (const same of [
      "2001:db8:85a3:12:ffff:ffff:ffff:ffff",
      "2001:0DB8:85A3:0012:0:0:0:2",
      "2001:db8:85a3:12:a:b:c:d",
      "2001:db8:85a3:12::1%eth0",
      "2001:db8:85a3:12::192.0.2.1",
    ]) {
      expect(clientKey(same)).toBe(key);
    }
  });

  it("gives a neighbouring /64 its own budget", () => {
    expect(clientKey("2001:db8:85a3:13::1")).not.toBe(clientKey("2001:db8:85a3:12::1"));
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it maps", () => {
    expect(clientKey("::ffff:192.0.2.17")).toBe("192.0.2.17");
    expect(clientKey("::FFFF:c000:0211")).toBe("192.0.2.17");
    expect(clientKey("0:0:0:0:0:ffff:192.0.2.17")).toBe("192.0.2.17");
    // Not mapped: an IPv4-compatible or a NAT64 address is an IPv6 client like any other.
    expect(clientKey("64:ff9b::192.0.2.17")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("unix:/tmp/socket")).toBe("unix:/tmp/socket");
    expect(clientKey("2001:db8::zz")).toBe("2001:db8::zz");
  });
});
