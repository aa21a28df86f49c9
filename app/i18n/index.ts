import { useLocation, useRouteLoaderData } from "react-router";
import { type Lang, langFromPath, localizePath } from "../../core/i18n.ts";
import { en, type MessageKey, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { formatMessage } from "./format.ts";

const catalogues: Record<Lang, Messages> = { en, es };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(lang: Lang, product: string): Translate {
  const messages = catalogues[lang];
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
