import fastifyCookie from "@fastify/cookie";
import { type Attribution, type Touch, touchFrom, withTouch } from "../../../core/attribution.ts";
import { TEAM_CODES, type TeamCode } from "../../../core/constants.ts";

export const TEAM_COOKIE = "marea_team";
export const ATTRIBUTION_COOKIE = "marea_visit";
/** The visit's survey token (decision 116): its answers are found by the token's hash. */
export const SURVEY_COOKIE = "marea_survey";
const SURVEY_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export type CookieOptions = {
  /** The key cookies are signed with (SESSION_SECRET, or the one kept in the data directory). */
  secret: string;
  /** `Secure` on every cookie: set when PUBLIC_URL is https. */
  secure: boolean;
};

/** Cookies by name, as @fastify/cookie parses them from a request (`request.cookies`). */
export type Cookies = Record<string, string | undefined>;

/**
 * The visit's cookies, signed (decision 049): a value whose signature doesn't match (edited,
 * forged, or from before signing) reads as no cookie at all.
 */
export function createCookieJar({ secret, secure }: CookieOptions) {
  const signer = fastifyCookie.signerFactory(secret);
  return {
    read(cookies: Cookies, name: string): string | undefined {
      const raw = cookies[name];
      if (!raw) return undefined;
      const unsigned = signer.unsign(raw);
      return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
    },
    /** A session cookie: HttpOnly, for the whole site, gone when the browser session ends. */
    write(name: string, value: string): string {
      const signed = encodeURIComponent(signer.sign(value));
      return `${name}=${signed}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    },
  };
}

export type CookieJar = ReturnType<typeof createCookieJar>;

const WELCOME_CENTRE = /^(?:\/es)?\/WelcomeCentre(?:\/|$)/;

export function isTeamCode(value: string | null | undefined): value is TeamCode {
  return (TEAM_CODES as readonly string[]).includes(value ?? "");
}

function isTouch(value: unknown): value is Touch {
  if (typeof value !== "object" || value === null) return false;
  const touch = value as Record<string, unknown>;
  const optional = (key: string, type: "string" | "number") =>
    touch[key] === undefined || typeof touch[key] === type;
  return (
    typeof touch.path === "string" &&
    typeof touch.at === "string" &&
    optional("invitationId", "string") &&
    optional("leadSourceChannelId", "number") &&
    optional("terminalId", "number")
  );
}

/** The attribution a visit's cookie holds; anything unreadable counts as none. */
function readAttribution(jar: CookieJar, cookies: Cookies): Attribution | null {
  const raw = jar.read(cookies, ATTRIBUTION_COOKIE);
  if (!raw || raw.length > 2048) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    const { first, last } = (parsed ?? {}) as Record<string, unknown>;
    return isTouch(first) && isTouch(last) ? { first, last } : null;
  } catch {
    return null;
  }
}

/** The team a visit came with (spec §6 `?team=`), remembered in its cookie (decision 010). */
function readTeam(jar: CookieJar, cookies: Cookies): TeamCode | undefined {
  const team = jar.read(cookies, TEAM_COOKIE);
  return isTeamCode(team) ? team : undefined;
}

/**
 * What a page request tells about the visit: its team and Welcome Centre attribution, with the
 * cookies that remember them when this request brought something new (decisions 010 and 018).
 */
function visitOf(jar: CookieJar, request: Request, cookies: Cookies, now = new Date()) {
  const url = new URL(request.url);
  const setCookies: string[] = [];

  const requested = url.searchParams.get("team")?.toUpperCase();
  const remembered = readTeam(jar, cookies);
  const team = isTeamCode(requested) ? requested : remembered;
  if (isTeamCode(requested) && requested !== remembered)
    setCookies.push(jar.write(TEAM_COOKIE, requested));

  let attribution = readAttribution(jar, cookies);
  // Spec §2: WCHome reads the invitation's parameters; elsewhere `id` or `t` mean nothing.
  const touch = WELCOME_CENTRE.test(url.pathname) ? touchFrom(url, now) : null;
  if (touch) {
    attribution = withTouch(attribution, touch);
    const value = Buffer.from(JSON.stringify(attribution)).toString("base64url");
    setCookies.push(jar.write(ATTRIBUTION_COOKIE, value));
  }
  return { team, attribution, setCookies };
}

/** The visit's team and Welcome Centre attribution, read from and kept in signed cookies. */
export function createVisitsService(cookies: CookieOptions) {
  const jar = createCookieJar(cookies);
  return {
    of: (request: Request, cookies: Cookies, now?: Date) => visitOf(jar, request, cookies, now),
    readAttribution: (cookies: Cookies) => readAttribution(jar, cookies),
    readTeam: (cookies: Cookies) => readTeam(jar, cookies),
    /** The visit's survey token, if its cookie holds a well-formed signed one. */
    readSurveyToken(cookies: Cookies): string | undefined {
      const token = jar.read(cookies, SURVEY_COOKIE);
      return token && SURVEY_TOKEN.test(token) ? token : undefined;
    },
    /**
     * The cookie keeping the visit's survey token: `maxAgeDays` days, as long as unfinished
     * answers are kept, so a visitor who leaves picks up where they stopped (decision 116).
     */
    surveyCookie: (token: string, maxAgeDays: number) =>
      `${jar.write(SURVEY_COOKIE, token)}; Max-Age=${maxAgeDays * 86_400}`,
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;
