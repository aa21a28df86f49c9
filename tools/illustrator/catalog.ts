// The data-driven pictures: one illustration per place in places/<category>.json, per
// activity in activities.json, per event in events.json and per benefit in benefits.json,
// each drawn by the template of its first category, and one per name in the `pictures` of
// each resort in resorts.json. Then one per information booth in booths.json, per team member
// in team.json and per promotional banner in banners.json, each named by its `image` field.
// Files that do not exist yet (or are half written) are skipped.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { bannerPicture } from "./templates/banners.ts";
import { boothPicture } from "./templates/booths.ts";
import { chooser, type Draw, type Hints, plain, type Template } from "./templates/hints.ts";
import {
  activityTemplates,
  benefitTemplates,
  eventTemplates,
  placeTemplates,
} from "./templates/index.ts";
import { resortLooks, resortPicture } from "./templates/resorts.ts";
import { teamPortrait } from "./templates/team.ts";

export type Entry = { name: string; draw: Draw; hints: Hints };

type Item = { slug?: unknown; name?: unknown; zone?: unknown; categories?: unknown };
type Activity = Item & { kind?: unknown; title?: { en?: unknown } };
type Event = Item & { zones?: unknown; title?: { en?: unknown } };
type Resort = Item & { stars?: unknown; pictures?: unknown };
type Pictured = {
  slug?: unknown;
  image?: unknown;
  nickname?: unknown;
  name?: unknown;
  title?: unknown;
};

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
const fileName = /^[a-z0-9][a-z0-9-]*$/;
/** The English of a { en, es } text, or the text itself. */
const english = (v: unknown): string =>
  typeof v === "object" && v !== null && "en" in v ? text(v.en) : text(v);

/** Every place, activity, event, benefit, resort, booth, team and banner picture under `content` (a folder URL ending in "/"), in file order. */
export function catalog(content: URL): Entry[] {
  const entries: Entry[] = [];
  const choose = chooser();
  const add = (name: string, template: Template | undefined, hints: Hints, pick = choose) => {
    if (template) entries.push({ name, draw: pick(template, hints.words), hints });
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
  // Events and benefits take turns within their own kind, so adding a place or an activity
  // never changes which composition an event or a benefit gets.
  const chooseEvent = chooser();
  for (const item of read(new URL("events.json", content)) as Event[]) {
    const slug = text(item.slug);
    if (!slug) continue;
    const hints = {
      zone: first(item.zones),
      words: plain(`${text(item.title?.en)} ${slug}`),
      kind: "",
    };
    add(`event-${slug}`, eventTemplates[first(item.categories)], hints, chooseEvent);
  }
  const chooseBenefit = chooser();
  for (const item of read(new URL("benefits.json", content)) as Activity[]) {
    const slug = text(item.slug);
    if (!slug) continue;
    const hints = {
      zone: text(item.zone),
      words: plain(`${text(item.title?.en)} ${slug}`),
      kind: "",
    };
    add(`benefit-${slug}`, benefitTemplates[first(item.categories)], hints, chooseBenefit);
  }
  // Resorts: every picture of one resort shares its look (architecture, colours, hour).
  const look = resortLooks();
  for (const item of read(new URL("resorts.json", content)) as Resort[]) {
    const slug = text(item.slug);
    const pictures = Array.isArray(item.pictures) ? item.pictures.map(text) : [];
    if (!slug) continue;
    const style = look(slug, typeof item.stars === "number" ? item.stars : 5);
    for (const name of pictures) {
      if (!fileName.test(name)) {
        if (name) console.warn(`skipped resort picture "${name}": not a plain file name`);
        continue;
      }
      const hints = { zone: text(item.zone), words: plain(`${text(item.name)} ${name}`), kind: "" };
      entries.push({ name, draw: resortPicture(name, style), hints });
    }
  }
  // Booths, team members and banners: one picture each, named by its `image`, drawn by the
  // composition for its slug (each has its own seed, so the others never shift).
  const pictured = (file: string, prefix: string, draw: (item: Pictured, slug: string) => Draw) => {
    for (const item of read(new URL(file, content)) as Pictured[]) {
      const slug = text(item.slug);
      if (!slug) continue;
      const name = text(item.image) || `${prefix}-${slug}`;
      if (!fileName.test(name)) {
        console.warn(`skipped ${file} picture "${name}": not a plain file name`);
        continue;
      }
      const label = text(item.nickname) || english(item.title) || english(item.name);
      const hints = { zone: "", words: plain(`${label} ${slug}`), kind: "" };
      entries.push({ name, draw: draw(item, slug), hints });
    }
  };
  pictured("booths.json", "booth", (_, slug) => boothPicture(slug));
  pictured("team.json", "team", (item, slug) => teamPortrait(slug, text(item.nickname)));
  pictured("banners.json", "banner", (_, slug) => bannerPicture(slug));
  return entries;
}
