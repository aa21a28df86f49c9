import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang, localizePath, stripLangPrefix } from "../../core/i18n.ts";
import type { RootData } from "../root.tsx";

/** The operator's details every page's head may use. */
export type SiteMeta = RootData["site"];

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The root loader's site data, as seen from any route's `meta` function. */
export function siteFromMatches(matches: readonly MetaMatch[]): RootData["site"] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return (
    root?.site ?? {
      name: "Marea",
      origin: "",
      phone: "",
      headerPhone: "",
      email: "",
      tollFreeUsCa: "",
      tollFreeMx: "",
      whatsapp: "",
      mapTiles: null,
    }
  );
}

export type PageMetaInput = {
  site: RootData["site"];
  lang: Lang;
  /** The page's English path, without the language prefix: `/magazine/x`. */
  path: string;
  /** Page name; the home page passes none and is titled with the product name alone. */
  title?: string | undefined;
  description: string;
  image?: string | null | undefined;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

/**
 * Everything a page's head needs in its first HTML response (DESIGN.md): title `{product} -
 * {page}`, description, canonical, hreflang alternates, Open Graph and JSON-LD.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, lang, path } = input;
  const title = input.title ? `${site.name} - ${input.title}` : site.name;
  const url = `${site.origin}${localizePath(path, lang)}`;
  const image = input.image ? absoluteImage(site.origin, input.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGS.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: `${site.origin}${localizePath(path, alternate)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.origin}${path}` },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title ?? site.name },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "es" ? "es_MX" : "en_US" },
    { property: "og:locale:alternate", content: lang === "es" ? "en_US" : "es_MX" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const entry of input.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...entry } });
  }
  return tags;
}

/** Link previews want a 1200×630 JPEG at an absolute URL. */
export function absoluteImage(origin: string, src: string): string {
  return `${origin}${src}?w=1200&h=630&q=70`;
}

/** The head of a detail page whose item doesn't exist: its own words, kept out of search engines. */
export function notFoundMeta(
  site: SiteMeta,
  lang: Lang,
  pathname: string,
  title: string,
  description: string,
): MetaDescriptor[] {
  return pageMeta({
    site,
    lang,
    path: stripLangPrefix(pathname),
    title,
    description,
    noindex: true,
  });
}
