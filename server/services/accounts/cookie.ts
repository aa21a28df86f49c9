/**
 * The member's session cookie for server-rendered pages (decision 072): the same token the API
 * answers as `userToken`, held where no script can read it. HttpOnly, SameSite=Lax, Path=/; on
 * https `Secure` with the `__Host-` prefix (the browser then refuses it from a subdomain or
 * without Secure). A mailed link's token travels in a second, short-lived cookie of the same kind
 * between the link's landing and the form that uses it, so it leaves the address bar at once.
 */

export const MEMBER_COOKIE = { secure: "__Host-marea_member", plain: "marea_member" } as const;
export const LINK_COOKIE = { secure: "__Host-marea_link", plain: "marea_link" } as const;

const MEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;
const LINK_MAX_AGE_S = 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

type Cookies = Record<string, string | undefined>;

/** Whether a request carries a member cookie at all (valid or not): its page is its own. */
export function carriesMemberCookie(cookies: Cookies): boolean {
  return cookies[MEMBER_COOKIE.secure] !== undefined || cookies[MEMBER_COOKIE.plain] !== undefined;
}

export function createMemberCookies({ secure }: { secure: boolean }) {
  const member = secure ? MEMBER_COOKIE.secure : MEMBER_COOKIE.plain;
  const link = secure ? LINK_COOKIE.secure : LINK_COOKIE.plain;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const read = (cookies: Cookies, name: string) => {
    const value = cookies[name];
    return value !== undefined && TOKEN.test(value) ? value : undefined;
  };
  return {
    /** The session cookie's name (secure or plain). */
    name: member,
    /** The session token the request's cookie holds, if it looks like one. */
    token: (cookies: Cookies) => read(cookies, member),
    set: (token: string) => `${member}=${token}; ${attributes}; Max-Age=${MEMBER_MAX_AGE_S}`,
    clear: () => `${member}=; ${attributes}; Max-Age=0`,
    /** A mailed link's token, kept for the hour its form may take. */
    linkToken: (cookies: Cookies) => read(cookies, link),
    setLink: (token: string) => `${link}=${token}; ${attributes}; Max-Age=${LINK_MAX_AGE_S}`,
    clearLink: () => `${link}=; ${attributes}; Max-Age=0`,
  };
}

export type MemberCookies = ReturnType<typeof createMemberCookies>;
