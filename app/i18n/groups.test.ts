import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { groupOf, MESSAGE_GROUP_NAMES, MESSAGE_GROUPS, type MessageGroup } from "./groups.ts";

const here = import.meta.dirname;
const app = path.resolve(here, "..");

async function groupMessages(lang: "en" | "es", group: MessageGroup) {
  const module = (await import(`./messages/${lang}/${group}.ts`)) as {
    default: Record<string, string>;
  };
  return module.default;
}

/** Every TypeScript file of the app that runs in the browser (not tests, not server-only). */
function browserModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === here ? [] : browserModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The groups of the message keys a module names, whole (`"events.title"`) or as a template's start. */
function groupsNamedIn(source: string): Set<MessageGroup> {
  const keys = Object.keys(en);
  const found = new Set<MessageGroup>();
  for (const match of source.matchAll(/["`]([a-zA-Z]+\.[\w.-]*)(\$\{)?/g)) {
    const [, text = "", template] = match;
    const named = template ? keys.some((key) => key.startsWith(text)) : keys.includes(text);
    const group = groupOf(text);
    if (named && group) found.add(group);
  }
  return found;
}

function groupsAskedIn(source: string): Set<string> {
  const asked = new Set<string>();
  for (const call of source.matchAll(/needMessages\(([^)]*)\)/g))
    for (const name of (call[1] ?? "").matchAll(/"(\w+)"/g)) asked.add(name[1] ?? "");
  return asked;
}

describe("message groups (docs/decisions/022)", () => {
  it("give every prefix exactly one group", () => {
    const prefixes = MESSAGE_GROUP_NAMES.flatMap((group) => [...MESSAGE_GROUPS[group]]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const key of Object.keys(en)) expect(groupOf(key), key).toBeDefined();
  });

  it("keep each key in its group's file, in both languages, with the same keys", async () => {
    for (const group of MESSAGE_GROUP_NAMES) {
      const english = await groupMessages("en", group);
      const spanish = await groupMessages("es", group);
      expect(Object.keys(english).length, group).toBeGreaterThan(0);
      for (const key of Object.keys(english)) expect(groupOf(key), key).toBe(group);
      expect(Object.keys(spanish).toSorted(), group).toEqual(Object.keys(english).toSorted());
    }
    expect(Object.keys(es).toSorted()).toEqual(Object.keys(en).toSorted());
  });

  it("are asked for by every browser module that names their keys", () => {
    const modules = browserModules(app);
    expect(modules.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of modules) {
      const source = readFileSync(file, "utf8");
      const asked = groupsAskedIn(source);
      for (const group of groupsNamedIn(source)) {
        // The layout's group is asked for by the browser entry, for every page.
        if (group !== "common" && !asked.has(group))
          missing.push(`${path.relative(app, file)}: ${group}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the browser entry asks for the layout's group before hydrating", () => {
    const entry = readFileSync(path.join(app, "entry.client.tsx"), "utf8");
    expect(groupsAskedIn(entry)).toEqual(new Set(["common"]));
    expect(entry.indexOf("await messagesReady()")).toBeLessThan(entry.indexOf("hydrateRoot("));
  });
});
