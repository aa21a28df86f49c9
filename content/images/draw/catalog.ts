// The directory and the activities: one illustration per place in places/<category>.json
// and per activity in activities.json, drawn by the template of its first category.
// Files that do not exist yet (or are half written) are skipped.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chooser, type Draw, type Hints, plain, type Template } from "./templates/hints.ts";
import { activityTemplates, placeTemplates } from "./templates/index.ts";

export type Entry = { name: string; draw: Draw; hints: Hints };

type Item = { slug?: unknown; name?: unknown; zone?: unknown; categories?: unknown };
type Activity = Item & { kind?: unknown; title?: { en?: unknown } };

function read(url: URL): unknown[] {
  if (!existsSync(url)) return [];
  try {
    const data: unknown = JSON.parse(readFileSync(url, "utf8"));
    return Array.isArray(data) ? data : [];
  } catch (e) {
    console.warn(`skipped ${url.pathname}: ${(e as Error).message}`);
    return [];
  }
}

const text = (v: unknown): string => (typeof v === "string" ? v : "");
const first = (v: unknown): string => (Array.isArray(v) ? text(v[0]) : "");

/** Every place and activity under `content` (a folder URL ending in "/"), in file order. */
export function catalog(content: URL): Entry[] {
  const entries: Entry[] = [];
  const choose = chooser();
  const add = (name: string, template: Template | undefined, hints: Hints) => {
    if (template) entries.push({ name, draw: choose(template, hints.words), hints });
    else console.warn(`skipped ${name}: no template for its category`);
  };
  const placesDir = new URL("places/", content);
  const files = existsSync(placesDir)
    ? readdirSync(placesDir).filter((f) => f.endsWith(".json"))
    : [];
  for (const file of files.sort()) {
    for (const item of read(new URL(file, placesDir)) as Item[]) {
      const slug = text(item.slug);
      const category = first(item.categories) || file.replace(/\.json$/, "");
      if (!slug) continue;
      add(`place-${slug}`, placeTemplates[category], {
        zone: text(item.zone),
        words: plain(`${text(item.name)} ${slug}`),
        kind: "",
      });
    }
  }
  for (const item of read(new URL("activities.json", content)) as Activity[]) {
    const slug = text(item.slug);
    if (!slug) continue;
    add(`activity-${slug}`, activityTemplates[first(item.categories)], {
      zone: text(item.zone),
      words: plain(`${text(item.title?.en)} ${slug}`),
      kind: text(item.kind),
    });
  }
  return entries;
}
