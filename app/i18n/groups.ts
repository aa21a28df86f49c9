/**
 * The message catalogue is split into groups by key prefix, one small chunk per group and
 * language, so a page loads the strings of what it shows rather than the whole site's
 * (docs/decisions/022). Every prefix belongs to exactly one group.
 */
export const MESSAGE_GROUPS = {
  /** The layout every page has, and what most lists share. */
  common: [
    "lang",
    "skip",
    "nav",
    "header",
    "footer",
    "widget",
    "chat",
    "error",
    "notFound",
    "banner",
    "grid",
    "pagination",
    "search",
    "seo",
    "stars",
    "reach",
    "page",
    "chunk",
  ],
  magazine: ["home", "black", "magazine", "article", "articleNotFound", "siteSearch"],
  directory: ["directory", "place", "hours", "reviews", "activities", "activity", "provider"],
  events: ["events", "event", "card"],
  benefits: ["benefits", "partner"],
  resorts: ["resorts", "resort", "promo", "visit"],
  about: ["about", "team", "maps"],
  contact: ["contact", "lead", "wc", "holistika", "legal"],
} as const;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;

export const MESSAGE_GROUP_NAMES = Object.keys(MESSAGE_GROUPS) as MessageGroup[];

const groupByPrefix = new Map<string, MessageGroup>(
  MESSAGE_GROUP_NAMES.flatMap((group) =>
    MESSAGE_GROUPS[group].map((prefix) => [prefix, group] as const),
  ),
);

/** The group a key belongs to, from its prefix (`events.title` → `events`). */
export function groupOf(key: string): MessageGroup | undefined {
  return groupByPrefix.get(key.slice(0, key.indexOf(".")));
}
