import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The house rules of docs/architecture.md, checked: which folder may import which. A rule here
// is a sentence of that page; a new import that breaks one fails `npm test` with the file, the
// import and the rule.

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

type Import = { from: string; to: string; specifier: string };

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || TEST.test(entry.name)) continue;
    files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return files;
}

/** Every relative import, re-export and dynamic import of the production code, resolved. */
function imports(): Import[] {
  const found: Import[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm;
  for (const file of ["app", "server", "core"].flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] ?? "";
      const to = path.relative(root, path.resolve(root, path.dirname(file), specifier));
      found.push({ from: file, to, specifier });
    }
  }
  return found;
}

const all = imports();
const under = (folder: string) => (file: string) =>
  file === folder || file.startsWith(`${folder}/`);

type Rule = { rule: string; from: (file: string) => boolean; to: (file: string) => boolean };

const rules: Rule[] = [
  {
    rule: "core/ is framework-free and shared: it imports neither app/ nor server/",
    from: under("core"),
    to: (to) => under("app")(to) || under("server")(to),
  },
  {
    rule: "app/ reaches the server only through its one door, app/lib/context.server.ts",
    from: (file) => under("app")(file) && file !== "app/lib/context.server.ts",
    to: under("server"),
  },
  {
    rule: "server/ does not import the app's modules (React Router hands it the build)",
    from: under("server"),
    to: under("app"),
  },
  {
    rule: "nothing the site runs imports the repository's tools, benchmarks or tests",
    from: (file) => ["app", "server", "core"].some((folder) => under(folder)(file)),
    to: (to) => ["tools", "bench", "tests", "e2e", "scripts"].some((f) => under(f)(to)),
  },
  {
    rule: "app/components/ are generic: they import no feature, route or the root",
    from: under("app/components"),
    to: (to) => under("app/features")(to) || under("app/routes")(to) || to === "app/root.tsx",
  },
  {
    rule: "app/lib/ and app/i18n/ sit below everything else in app/",
    from: (file) => under("app/lib")(file) || under("app/i18n")(file),
    to: (to) =>
      under("app/components")(to) ||
      under("app/features")(to) ||
      under("app/routes")(to) ||
      to === "app/root.tsx",
  },
  {
    rule: "app/features/ never import a route or the root",
    from: under("app/features"),
    to: (to) => under("app/routes")(to) || to === "app/root.tsx",
  },
  {
    rule: "server/services/ sit below the API, the plugins, the pages and the seed",
    from: under("server/services"),
    to: (to) =>
      ["server/api", "server/plugins", "server/pages", "server/seed"].some((f) => under(f)(to)),
  },
  {
    rule: "server/db/ and server/content/ are the bottom of the server: no service, route or plugin",
    from: (file) => under("server/db")(file) || under("server/content")(file),
    to: (to) =>
      ["server/services", "server/api", "server/plugins", "server/pages", "server/seed"].some((f) =>
        under(f)(to),
      ),
  },
];

describe("the house rules", () => {
  it("finds the imports it checks", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.some((i) => i.from === "app/lib/context.server.ts" && under("server")(i.to))).toBe(
      true,
    );
  });

  for (const { rule, from, to } of rules) {
    it(rule, () => {
      const broken = all
        .filter((i) => from(i.from) && to(i.to))
        .map((i) => `${i.from} imports ${i.specifier}`);
      expect(broken).toEqual([]);
    });
  }
});
