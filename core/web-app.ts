import { DEFAULT_LANG, type Lang, localizePath } from "./i18n.ts";
import { pagePath } from "./pages.ts";

/**
 * The installable web app (decision 074): one manifest per language, each starting on the
 * privilege card in its language, so the phone's icon opens the member's card.
 */
export const manifestPath = (lang: Lang): string =>
  lang === DEFAULT_LANG ? "/manifest.webmanifest" : `/manifest.${lang}.webmanifest`;

const WORDS: Record<Lang, { name: string; description: string }> = {
  en: {
    name: "{product}: Puerto Vallarta travel guide",
    description: "Your privilege card, on your phone even without a signal, and the whole bay.",
  },
  es: {
    name: "{product}: guía de viaje de Puerto Vallarta",
    description: "Tu tarjeta de beneficios en el teléfono, aun sin señal, y toda la bahía.",
  },
};

export function webAppManifest(lang: Lang, product: string) {
  const words = WORDS[lang];
  return {
    id: "/",
    lang,
    name: words.name.replace("{product}", product),
    short_name: product,
    description: words.description,
    start_url: localizePath(pagePath("privilege-card"), lang),
    scope: "/",
    display: "standalone",
    background_color: "#fbf8f3",
    theme_color: "#0b4a5e",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
