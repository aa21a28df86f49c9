import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The modules in the `shell` chunk (decisions 060 and 067): the small shared helpers and
 * components, and the layout every page shows (root, the site layout, header, footer, the
 * contact widget, the banners' loaders), with what they import (React and React Router). One
 * file compresses better than a dozen and needs no import and export names between them. Only
 * modules without side effects at import, or whose side effect every page needs (`common`
 * strings), belong here.
 */
const SHELL = new RegExp(
  [
    "core[\\\\/](pages|image-variants|pagination|urls)\\.ts",
    "app[\\\\/]components[\\\\/](CrossIcon|CardLink|LocalLink|SectionHeading|Picture|ChipLinks|Header|Footer|Logo|LanguageSwitch|SlowNavigation)\\.tsx",
    "app[\\\\/]root\\.tsx",
    "app[\\\\/]routes[\\\\/]site-layout\\.tsx",
    "app[\\\\/]lib[\\\\/](hydration|page-views|scroll|seo|navigation)\\.ts",
    "app[\\\\/]features[\\\\/](chat[\\\\/](store|machine|poll)\\.ts|contact-widget[\\\\/]ContactWidget\\.tsx|banners[\\\\/](PackageBand|SeasonalBanner)\\.tsx)",
  ]
    .map((module) => `[\\\\/]${module}$`)
    .join("|"),
);

/**
 * The cards of places, activities, events and articles with My trip's heart (issue 13): most
 * pages show some, but not all (the legal pages, the contact page, the card's check), so they are
 * one chunk of their own rather than part of the shell every page loads (decision 060).
 */
const CARDS = /[\\/]app[\\/]components[\\/](CardSection|ItemCard|SaveHeart)\.tsx$/;

const MESSAGES = /[\\/]app[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/]([a-z]+)\.ts$/;

export default defineConfig({
  environments: {
    // The SSR build's entry is the Fastify server itself (DESIGN.md): `node build/server/index.js`
    // serves the API and the pages from one module graph. React Router reads this per-environment
    // input; a top-level `build.rollupOptions.input` is ignored.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" }, target: "node24" } },
    client: {
      build: {
        target: "es2022",
        rolldownOptions: {
          // What every page needs in one chunk with what it imports, instead of a dozen chunks
          // of a few hundred bytes each: fewer requests before hydration and less per-chunk
          // overhead (docs/decisions/060, 067).
          output: {
            // Message groups by language and group, so the server can name a page's ones as
            // preloads (server/pages/message-chunks.ts, decision 068).
            chunkFileNames(chunk) {
              const group = MESSAGES.exec(chunk.facadeModuleId ?? "");
              return group
                ? `assets/messages-${group[1]}-${group[2]}-[hash].js`
                : "assets/[name]-[hash].js";
            },
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: SHELL,
                },
                { name: "cards", test: CARDS },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
