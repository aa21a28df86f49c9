import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { CHAT_SOCKETS_PER_ADDRESS, type ChatHours, parseChatHours } from "../core/chat.ts";
import { TEAM_CODES, type TeamCode } from "../core/constants.ts";

/** A phone number as configured: digits, spaces, dashes, parentheses and a leading +. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,24}$/, "expected a phone number such as +52 322 627 3200");

const port = z.coerce.number().int().min(0).max(65_535);

const UNITS = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

/** A size such as `256MB`, `64KB` or a number of bytes. */
const byteSize = z
  .string()
  .trim()
  .regex(/^\d+\s*(B|KB|MB|GB)?$/i, "expected a size such as 256MB, 64KB or 1000000")
  .transform((value) => {
    const [, amount = "0", unit = "B"] = /^(\d+)\s*([A-Za-z]*)$/.exec(value) ?? [];
    return Number(amount) * UNITS[(unit.toUpperCase() || "B") as keyof typeof UNITS];
  })
  .refine((bytes) => bytes >= 64 * 1024, "at least 64KB");

/** proxy-addr's named ranges, which Fastify's `trustProxy` list accepts besides addresses. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which `X-Forwarded-For` entries to believe (decision 041): `false`, a hop count, or the
 * proxies' addresses and CIDR ranges. `true` trusted every client-written entry and is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (/^(false|0|no|off)$/i.test(value)) return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return { hops: Number(value) };
    const entries = value.split(",").map((entry) => entry.trim());
    if (!/^(true|yes|on)$/i.test(value) && entries.every(isProxyAddress)) {
      return { addresses: entries };
    }
    context.addIssue({
      code: "custom",
      message: /^(true|yes|on)$/i.test(value)
        ? "true would believe any client-written X-Forwarded-For; give the number of proxies in front (1 for one load balancer) or their addresses (10.0.0.0/8, loopback)"
        : "expected false, a hop count from 1 to 10, or proxy addresses and CIDR ranges separated by commas",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "expected postgres://user@host:port/database" })
    .optional(),
  SITE_NAME: z.string().trim().min(1).max(40).default("Marea"),
  CONTACT_PHONE: phone.default("+52 322 627 3200"),
  CONTACT_EMAIL: z.email().default("info@marea.example"),
  TOLL_FREE_US_CA: phone.default("+1 800 555 0134"),
  TOLL_FREE_MX: phone.default("800 627 3200"),
  WHATSAPP_NUMBER: phone.default("+52 322 627 3210"),
  TEAM_PHONE_TFG: phone.default("+52 322 627 3201"),
  TEAM_PHONE_GBGDLOB: phone.default("+52 33 3627 3202"),
  TEAM_PHONE_GBPVOB: phone.default("+52 322 627 3203"),
  TEAM_PHONE_TOG: phone.default("+52 322 627 3204"),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Days raw page views are kept before only their daily totals remain (decision 048). */
  PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Milliseconds between SIGTERM and closing the listener, with `/readyz` answering 503, so a
   * proxy's health check takes the process out first (decision 121); 0 closes it at once.
   */
  SHUTDOWN_PREDRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  /** The byte budget of the rendered-image cache under DATA_DIR (decision 040). */
  IMAGE_CACHE_SIZE: byteSize.default(256 * 1024 ** 2),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_START: z.stringbool().default(true),
  /** Signs cookies; without it one is made once and kept in DATA_DIR (decision 049). */
  SESSION_SECRET: z.string().min(32).optional(),
  /** HMAC key for proof-of-work challenges; without it one is made once and kept in the database. */
  CAPTCHA_SECRET: z.string().min(32).optional(),
  /** Proof-of-work difficulty: the largest number a browser may have to try (spec: badge hidden). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  RECAPTCHA_SECRET: z.string().min(10).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(10).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Map tiles for Leaflet (`{z}/{x}/{y}` template), or `none` for maps drawn without tiles. */
  MAP_TILE_URL: z
    .union([
      z.literal("none"),
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, "a tile URL with {z}, {x} and {y}"),
    ])
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).default("© OpenStreetMap contributors"),
  /** The legal name of the company that runs the site, as the privacy policy and terms name it. */
  OPERATOR_NAME: z.string().trim().min(2).max(120).optional(),
  /** Memory budgets of the rendered-page and content-data caches, in MB (docs/decisions/046). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  DATA_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Where members' mail goes (smtp:// or smtps://); without it, to the outbox table. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "expected smtp://user:pass@host:port" })
    .optional(),
  /** The sender of members' mail. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** The sales team's address, told of every new lead (issue 14); unset, no one is. */
  LEADS_NOTIFY_EMAIL: z.email().max(254).optional(),
  /**
   * The live chat's hours in Puerto Vallarta ("09:00-21:00"), or "always" (the default): outside
   * them the chat takes messages as leads (decision 119).
   */
  CHAT_HOURS: z
    .string()
    .max(20)
    .refine((value) => {
      try {
        parseChatHours(value);
        return true;
      } catch {
        return false;
      }
    }, 'write the hours as 09:00-21:00, or "always"')
    .default("always"),
  /** Chat sockets one client address may hold open on one process (decision 131). */
  CHAT_SOCKETS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(CHAT_SOCKETS_PER_ADDRESS),
  /**
   * The first admin, made at start-up when no admin exists (decision 081): both or neither. The
   * second factor is enrolled at their first sign-in.
   */
  ADMIN_EMAIL: z.email().max(254).optional(),
  ADMIN_PASSWORD: z.string().min(12).max(128).optional(),
});

/** Off, the number of proxies in front of the server, or the proxies' addresses. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteName: string;
  contact: {
    phone: string;
    email: string;
    tollFreeUsCa: string;
    tollFreeMx: string;
    whatsapp: string;
    teamPhones: Record<TeamCode, string>;
  };
  rateLimitWritesPerMinute: number;
  /** SESSION_SECRET as set; server/session-secret.ts supplies the default. */
  sessionSecret: string | undefined;
  pageViewRetentionDays: number;
  trustProxy: TrustProxy;
  /** SHUTDOWN_PREDRAIN_MS: how long `/readyz` fails before the listener closes (decision 121). */
  shutdownPredrainMs: number;
  /** Bytes the `/img` disk cache may hold before it drops the least recently used variants. */
  imageCacheBytes: number;
  logLevel: string;
  seedOnStart: boolean;
  captcha: {
    secret: string | undefined;
    maxNumber: number;
    recaptcha: { secret: string; siteKey: string; verifyUrl: string; minScore: number } | undefined;
  };
  /** Leaflet's tile layer; null draws the maps without tiles. */
  mapTiles: { url: string; attribution: string } | null;
  operatorName: string;
  /** Byte budgets of the page cache and the data cache. */
  cacheBytes: { pages: number; data: number };
  /** Members' mail: the SMTP server (none: the outbox table) and the sender. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Where the news of a new lead goes (`LEADS_NOTIFY_EMAIL`), if anywhere. */
  leadsNotifyEmail: string | undefined;
  /** The live chat's hours (CHAT_HOURS, Vallarta time), or null for always. */
  chatHours: ChatHours | null;
  /** Chat sockets one client address may hold (CHAT_SOCKETS_PER_ADDRESS, decision 131). */
  chatSocketsPerAddress: number;
  /** The first admin to make at start-up when there is none (ADMIN_EMAIL, ADMIN_PASSWORD). */
  firstAdmin: { email: string; password: string } | undefined;
  /** The project root: where `content/`, `drizzle/` and `build/` live. */
  rootDir: string;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Reads the environment once; every bad key is reported together (one message, exit code 1). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join(".");
      // A password is never echoed into the log.
      const got = key.endsWith("PASSWORD") ? "not shown" : `got ${JSON.stringify(env[key] ?? "")}`;
      return `${key}: ${issue.message} (${got})`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError([
      "ADMIN_EMAIL and ADMIN_PASSWORD: set both to make the first admin, or neither",
    ]);
  }
  const rootDir = findRootDir();
  const teamPhones = Object.fromEntries(
    TEAM_CODES.map((code) => [code, e[`TEAM_PHONE_${code}`]]),
  ) as Record<TeamCode, string>;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteName: e.SITE_NAME,
    contact: {
      phone: e.CONTACT_PHONE,
      email: e.CONTACT_EMAIL,
      tollFreeUsCa: e.TOLL_FREE_US_CA,
      tollFreeMx: e.TOLL_FREE_MX,
      whatsapp: e.WHATSAPP_NUMBER,
      teamPhones,
    },
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    pageViewRetentionDays: e.PAGE_VIEW_RETENTION_DAYS,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    shutdownPredrainMs: e.SHUTDOWN_PREDRAIN_MS,
    imageCacheBytes: e.IMAGE_CACHE_SIZE,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    captcha: {
      secret: e.CAPTCHA_SECRET,
      maxNumber: e.CAPTCHA_MAX_NUMBER,
      recaptcha:
        e.RECAPTCHA_SECRET && e.RECAPTCHA_SITE_KEY
          ? {
              secret: e.RECAPTCHA_SECRET,
              siteKey: e.RECAPTCHA_SITE_KEY,
              verifyUrl: e.RECAPTCHA_VERIFY_URL,
              minScore: e.RECAPTCHA_MIN_SCORE,
            }
          : undefined,
    },
    mapTiles:
      e.MAP_TILE_URL === "none"
        ? null
        : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    operatorName: e.OPERATOR_NAME ?? e.SITE_NAME,
    cacheBytes: { pages: e.PAGE_CACHE_MB * 1024 * 1024, data: e.DATA_CACHE_MB * 1024 * 1024 },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@marea.example>`,
    },
    leadsNotifyEmail: e.LEADS_NOTIFY_EMAIL,
    chatHours: parseChatHours(e.CHAT_HOURS),
    chatSocketsPerAddress: e.CHAT_SOCKETS_PER_ADDRESS,
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    rootDir,
  };
}

/** Walks up from this module (server/ in development, build/server/ once built) to package.json. */
function findRootDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "marea") {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
