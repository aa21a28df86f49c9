import { createContext, use } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { isLang, type Lang, langFromPath, localizePath } from "../../core/i18n.ts";
import { withChunkTimeout } from "../lib/chunk-timeout.ts";
import type { MessageKey, Messages } from "./en.ts";
import { formatMessage } from "./format.ts";
import type { MessageGroup } from "./groups.ts";

/**
 * The messages this process has, per language. The server registers both whole catalogues at
 * start-up (entry.server.tsx). The browser loads only the page's language, and of it only the
 * groups (./groups.ts) the modules on the page ask for with `needMessages`: each group is its own
 * small chunk, so a page doesn't carry the whole site's strings (docs/decisions/022). Changing
 * language is a full page load, so the browser never needs the other one.
 */
const catalogues: Record<Lang, Partial<Messages>> = { en: {}, es: {} };

export function registerMessages(lang: Lang, messages: Messages): void {
  Object.assign(catalogues[lang], messages);
}

type Group = Partial<Messages>;
/**
 * Each language's groups, one lazy chunk a file (`./messages/{lang}/{group}.ts`): the glob is
 * Vite's, resolved at build time into one `import()` per file.
 */
const chunks = import.meta.glob<{ default: Group }>("./messages/*/*.ts");

async function groupChunk(lang: Lang, group: MessageGroup): Promise<{ default: Group }> {
  const load = chunks[`./messages/${lang}/${group}.ts`];
  if (!load) throw new Error(`No messages of group ${group} in ${lang}`);
  return load();
}

const asked = new Set<MessageGroup>();
const inFlight = new Set<Promise<void>>();
/** One promise for everything in flight, kept while it is, so React can suspend on it. */
let ready: Promise<void> | null = null;

function documentLang(): Lang {
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : "en";
}

/**
 * Asks for message groups, from the module that uses them (called at the module's top level, so
 * the strings load with the code that shows them). In the browser this starts loading the
 * groups of the page's language that aren't loaded yet; on the server, which has every message,
 * it does nothing.
 */
export function needMessages(...groups: MessageGroup[]): void {
  if (typeof document === "undefined") return;
  const lang = documentLang();
  for (const group of groups) {
    if (asked.has(group)) continue;
    asked.add(group);
    // Spec §9: a group that never arrives fails after the chunk timeout rather than hanging.
    const loading = withChunkTimeout(() => groupChunk(lang, group)).then(
      (chunk) => {
        Object.assign(catalogues[lang], chunk.default);
        inFlight.delete(loading);
        if (inFlight.size === 0) ready = null;
      },
      (error: unknown) => {
        // Offline, or a new deploy removed the chunk: the next ask tries again.
        asked.delete(group);
        inFlight.delete(loading);
        if (inFlight.size === 0) ready = null;
        throw error;
      },
    );
    inFlight.add(loading);
    ready = Promise.all(inFlight).then(() => undefined);
  }
}

/** Resolves once every group asked for so far has loaded (the browser awaits it to hydrate). */
export function messagesReady(): Promise<void> {
  return ready ?? Promise.resolve();
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * On the server, what names the chunk of a message's group as a module preload in the page's
 * head (entry.server.tsx; React hoists it): a string rendered on the server brings its group's
 * chunk with the page's code instead of one round trip after it, when the code asks (decision
 * 068). Nothing in the browser, which then needs neither this nor the table of groups.
 */
export const MessagePreloadContext = createContext<((lang: Lang, key: string) => void) | null>(
  null,
);

export function translator(
  lang: Lang,
  product: string,
  preload: ((lang: Lang, key: string) => void) | null = null,
): Translate {
  const messages = catalogues[lang];
  return (key, values) => {
    preload?.(lang, key);
    let message = messages[key];
    if (message === undefined && ready) {
      // A module asked for the group and it is still loading (a client navigation to a page
      // whose code just loaded): wait for it as React waits for code, keeping the last page up.
      use(ready);
      message = messages[key];
    }
    if (message === undefined)
      throw new Error(`the message ${key} is not loaded: its module must ask for its group`);
    return formatMessage(message, lang, { product, ...values });
  };
}

export function useSiteName(): string {
  return useRouteLoaderData<{ site: { name: string } }>("root")?.site.name ?? "Marea";
}

export function useT(): Translate {
  return translator(useLang(), useSiteName(), use(MessagePreloadContext));
}

/** The page's language comes from its path: `/es/...` is Spanish (DESIGN.md "Web"). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Turns an English path into the current language's: `/magazine` → `/es/magazine`. */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path) => {
    const cut = path.search(/[?#]/);
    const pathname = cut === -1 ? path : path.slice(0, cut);
    return localizePath(pathname, lang) + (cut === -1 ? "" : path.slice(cut));
  };
}
