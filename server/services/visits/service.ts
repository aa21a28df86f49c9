import { type Attribution, type Touch, touchFrom, withTouch } from "../../../core/attribution.ts";
import { TEAM_CODES, type TeamCode } from "../../../core/constants.ts";

export const TEAM_COOKIE = "marea_team";
export const ATTRIBUTION_COOKIE = "marea_visit";

/** A session cookie: HttpOnly, for the whole site, gone when the browser session ends. */
function sessionCookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; SameSite=Lax; HttpOnly`;
}

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

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
export function readAttribution(cookieHeader: string | null | undefined): Attribution | null {
  const raw = cookieValue(cookieHeader, ATTRIBUTION_COOKIE);
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
export function readTeam(cookieHeader: string | null | undefined): TeamCode | undefined {
  const team = cookieValue(cookieHeader, TEAM_COOKIE);
  return isTeamCode(team) ? team : undefined;
}

/**
 * What a page request tells about the visit: its team and Welcome Centre attribution, with the
 * cookies that remember them when this request brought something new (decisions 010 and 018).
 */
export function visitOf(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("cookie");
  const setCookies: string[] = [];

  const requested = url.searchParams.get("team")?.toUpperCase();
  const remembered = readTeam(cookieHeader);
  const team = isTeamCode(requested) ? requested : remembered;
  if (isTeamCode(requested) && requested !== remembered)
    setCookies.push(sessionCookie(TEAM_COOKIE, requested));

  let attribution = readAttribution(cookieHeader);
  // Spec §2: WCHome reads the invitation's parameters; elsewhere `id` or `t` mean nothing.
  const touch = WELCOME_CENTRE.test(url.pathname) ? touchFrom(url, now) : null;
  if (touch) {
    attribution = withTouch(attribution, touch);
    const value = Buffer.from(JSON.stringify(attribution)).toString("base64url");
    setCookies.push(sessionCookie(ATTRIBUTION_COOKIE, value));
  }
  return { team, attribution, setCookies };
}
