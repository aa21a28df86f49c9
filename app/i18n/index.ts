import { useLocation, useRouteLoaderData } from "react-router";
import { type Lang, langFromPath, localizePath } from "../../core/i18n.ts";
import type { MessageKey, Messages } from "./en.ts";
import { formatMessage } from "./format.ts";

/**
 * The message catalogues this process has. The server registers both at start-up
 * (entry.server.tsx); the browser loads only its page's language before hydrating
 * (entry.client.tsx), since each language's strings would add kilobytes to every page.
 * Changing language is a full page load, so the browser never needs the other one.
 */
const catalogues: Partial<Record<Lang, Messages>> = {};

export function registerMessages(lang: Lang, messages: Messages): void {
  catalogues[lang] = messages;
}

/** In the browser: fetches the language's catalogue (its own small chunk) once. */
export async function loadMessages(lang: Lang): Promise<void> {
  if (catalogues[lang]) return;
  const messages = lang === "es" ? (await import("./es.ts")).es : (await import("./en.ts")).en;
  registerMessages(lang, messages);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(lang: Lang, product: string): Translate {
  const messages = catalogues[lang];
  if (!messages) throw new Error(`the ${lang} messages are not loaded`);
  return (key, values) => formatMessage(messages[key], lang, { product, ...values });
}

/** The page's language comes from its path: `/es/...` is Spanish (DESIGN.md "Web"). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export function useSiteName(): string {
  return useRouteLoaderData<{ site: { name: string } }>("root")?.site.name ?? "Marea";
}

export function useT(): Translate {
  return translator(useLang(), useSiteName());
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
