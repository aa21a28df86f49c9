import { describe, expect, it } from "vitest";
import { carriesMemberCookie, createMemberCookies, MEMBER_COOKIE } from "./cookie.ts";

const token = "a".repeat(43);

describe("the member's cookie", () => {
  it("is HttpOnly and SameSite=Lax, with Secure and the __Host- prefix on https", () => {
    expect(createMemberCookies({ secure: true }).set(token)).toBe(
      `__Host-marea_member=${token}; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=2592000`,
    );
    expect(createMemberCookies({ secure: false }).set(token)).toBe(
      `marea_member=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
    );
    expect(createMemberCookies({ secure: false }).clear()).toContain("Max-Age=0");
  });

  it("reads only a value shaped like a token, under the name its scheme uses", () => {
    const plain = createMemberCookies({ secure: false });
    expect(plain.token({ marea_member: token })).toBe(token);
    expect(plain.token({ marea_member: "x; y" })).toBeUndefined();
    expect(plain.token({ "__Host-marea_member": token })).toBeUndefined();
    expect(carriesMemberCookie({ [MEMBER_COOKIE.secure]: "anything" })).toBe(true);
    expect(carriesMemberCookie({ marea_team: "TFG" })).toBe(false);
  });
});
