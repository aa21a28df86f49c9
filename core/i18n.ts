import {
  toEnglishSegments,
  toSpanishSegments,
  toSpanishSegmentsKeepingZones,
} from "./path-segments.ts";

/** Languages of the site: English at unprefixed paths, Spanish under /es (DESIGN.md "Web"). */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The language a path is in: `/es` and `/es/...` are Spanish, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * The same page in another language, in that language's words: `/magazine?page=2` ⇄
 * `/es/revista?page=2`, a place's category and zone (`/restaurants/downtown/…` ⇄
 * `/es/restaurantes/centro/…`; decisions 035, 136).
 */
export function localizePath(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === DEFAULT_LANG) return bare;
  return bare === "/" ? `/${lang}` : `/${lang}${toSpanishSegments(bare)}`;
}

/**
 * As `localizePath`, but each zone segment as written: a detail page compares it with its
 * address to send an old one (`/es/restaurantes/downtown/…`) to the Spanish words (decision 136).
 */
export function localizeAsked(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === DEFAULT_LANG) return bare;
  return bare === "/" ? `/${lang}` : `/${lang}${toSpanishSegmentsKeepingZones(bare)}`;
}

/** A page's English path, whatever language the given one is in: `/es/restaurantes/…` → `/restaurants/…`. */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) === DEFAULT_LANG) return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : toEnglishSegments(rest);
}

/** The best supported language for an Accept-Language header, for API callers that send no `lang`. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANG;
}
