import { SHORT_DESCRIPTION_LENGTH } from "./constants.ts";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  iexcl: "¡",
  iquest: "¿",
  ntilde: "ñ",
  Ntilde: "Ñ",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  uuml: "ü",
  Aacute: "Á",
  Eacute: "É",
  Iacute: "Í",
  Oacute: "Ó",
  Uacute: "Ú",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  deg: "°",
};

/** Decodes HTML character references; unknown named ones are dropped rather than shown raw. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED_ENTITIES[ref] ?? "";
  });
}

/**
 * Plain text from HTML (spec §3: activity descriptions are stripped of entities and markup).
 * Block boundaries become spaces so words from adjacent paragraphs never run together; inline
 * tags vanish so "<em>one</em>." stays "one.".
 */
export function stripHtml(html: string): string {
  const withoutHidden = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ");
  // Block boundaries separate words; inline tags (em, strong, a) sit inside them.
  const withoutBlocks = withoutHidden.replace(
    /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article|header|footer)\b[^>]*>/gi,
    " ",
  );
  const withoutTags = withoutBlocks.replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/**
 * The paragraphs of an HTML text as plain strings: what an activity page shows, since spec §3
 * strips activity descriptions of markup but readers still need the breaks between paragraphs.
 */
export function htmlParagraphs(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h[1-6]|blockquote)>|<br\s*\/?>/i)
    .map((block) => stripHtml(block))
    .filter((text) => text.length > 0);
}

/**
 * A card's short description (spec §3, §9): at most 150 characters, then an ellipsis. We cut at
 * the last word boundary inside the limit so a card never ends mid-word, unless that would lose
 * more than a fifth of the text.
 */
export function shortDescription(text: string, limit = SHORT_DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= limit) return plain;
  const hard = plain.slice(0, limit);
  const lastSpace = hard.lastIndexOf(" ");
  const cut = lastSpace >= limit * 0.8 ? hard.slice(0, lastSpace) : hard;
  return `${cut.replace(/[\s,;:.–—-]+$/u, "")}…`;
}

/** Lower-cased, accents removed (spec §3 "Search text is compared lower-cased with accents removed"). */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The distinct search words of a query, normalised; every one must match (spec §5). */
export function parseWords(query: string | undefined | null): string[] {
  if (!query) return [];
  const words = normalizeForSearch(query)
    .split(/[\s,]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** `pacific-surf-co` → `Pacific Surf Co` (spec §2: provider slugs, dashes become spaces). */
export function titleCaseSlug(slug: string): string {
  return decodeURIComponent(slug)
    .replace(/-+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => (word ? word[0]?.toLocaleUpperCase() + word.slice(1).toLocaleLowerCase() : word))
    .join(" ");
}

/** A URL slug from a title: lower-case ASCII, words joined by dashes. */
export function slugify(text: string): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
