import { enGroups } from "./en.ts";

/**
 * The message catalogue is split into groups, one small chunk per group and language, so a page
 * loads the strings of what it shows rather than the whole site's (docs/decisions/022). The
 * browser imports this module's types only; the tests and the server read the rest.
 */
export type MessageGroup = keyof typeof enGroups;

export const MESSAGE_GROUP_NAMES = Object.keys(enGroups) as MessageGroup[];

const prefixOf = (key: string) => key.slice(0, key.indexOf("."));

/**
 * Each group's key prefixes, as its English file has them (`events.title` → `events`): a page's
 * new words take a prefix of their own without a list to update, and a prefix found in two
 * groups fails groups.test.ts, so every prefix still belongs to exactly one group.
 */
export const MESSAGE_GROUPS = {} as Record<MessageGroup, readonly string[]>;
for (const group of MESSAGE_GROUP_NAMES) {
  MESSAGE_GROUPS[group] = [...new Set(Object.keys(enGroups[group]).map(prefixOf))];
}

const groupByPrefix = new Map<string, MessageGroup>(
  MESSAGE_GROUP_NAMES.flatMap((group) =>
    MESSAGE_GROUPS[group].map((prefix) => [prefix, group] as const),
  ),
);

/** The group a key belongs to, from its prefix (`events.title` → `events`). */
export function groupOf(key: string): MessageGroup | undefined {
  return groupByPrefix.get(prefixOf(key));
}
