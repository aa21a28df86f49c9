import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang, langFromPath, localizePath, stripLangPrefix } from "../../core/i18n.ts";
import { imageUrl, PREVIEW_IMAGE } from "../../core/image-variants.ts";
import { needMessages, type Translate, translator } from "../i18n/index.ts";
import type { RootData } from "./root-data.ts";

needMessages("common");

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
      previewImage: "",
    }
  );
}

/** What a page's head is built from: the operator's details, the language and its words. */
export type HeadContext = {
  site: SiteMeta;
  lang: Lang;
  t: Translate;
  /** A page's English path as an absolute URL in the page's language. */
  url: (path: string) => string;
  /** The route's params, for a head that names what was asked for. */
  params: Readonly<Record<string, string | undefined>>;
};

export type MetaArgs<D> = {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
  params: Readonly<Record<string, string | undefined>>;
  loaderData: D | undefined;
};

/** The head's context, from a route's `meta` arguments. */
export function headContext(args: Omit<MetaArgs<unknown>, "loaderData">): HeadContext {
  const site = siteFromMatches(args.matches);
  const lang = langFromPath(args.location.pathname);
  const url = (path: string) => `${site.origin}${localizePath(path, lang)}`;
  return { site, lang, t: translator(lang, site.name), url, params: args.params };
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
  /** What the image shows; by default the page's title (a detail page's picture is of its item). */
  imageAlt?: string | undefined;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

/**
 * Everything a page's head needs in its first HTML response (DESIGN.md): title `{product} -
 * {page}`, description, canonical, hreflang alternates, Open Graph, the Twitter card and JSON-LD.
 * Every page has a preview picture: its own, else the site's (docs/decisions/036).
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, lang, path } = input;
  const title = input.title ? `${site.name} - ${input.title}` : site.name;
  const url = `${site.origin}${localizePath(path, lang)}`;
  const preview = previewImage(input);
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
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${site.origin}${localizePath(path, "en")}`,
    },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title ?? site.name },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "es" ? "es_MX" : "en_US" },
    { property: "og:locale:alternate", content: lang === "es" ? "en_US" : "es_MX" },
  ];
  if (preview) {
    tags.push(
      { property: "og:image", content: preview.src },
      { property: "og:image:alt", content: preview.alt },
      { property: "og:image:width", content: String(PREVIEW_IMAGE.width) },
      { property: "og:image:height", content: String(PREVIEW_IMAGE.height) },
    );
  }
  tags.push(
    { name: "twitter:card", content: preview ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title ?? site.name },
    { name: "twitter:description", content: input.description },
  );
  if (preview) {
    tags.push(
      { name: "twitter:image", content: preview.src },
      { name: "twitter:image:alt", content: preview.alt },
    );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const entry of input.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...entry } });
  }
  return tags;
}

/** The page's own picture, else the site's; none only when the root's data is missing. */
function previewImage(input: PageMetaInput): { src: string; alt: string } | null {
  const { site } = input;
  if (input.image) {
    return {
      src: absoluteImage(site.origin, input.image),
      alt: input.imageAlt ?? input.title ?? site.name,
    };
  }
  if (!site.previewImage) return null;
  return {
    src: absoluteImage(site.origin, site.previewImage),
    alt: translator(input.lang, site.name)("seo.previewAlt"),
  };
}

/** The publisher of our articles (Article JSON-LD): the operator's name and square logo. */
export function publisher(site: SiteMeta) {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: { "@type": "ImageObject", url: `${site.origin}/logo.png`, width: 512, height: 512 },
  };
}

/** A list page's items for search engines (schema.org ItemList), at their localised URLs. */
export function itemList(
  site: SiteMeta,
  lang: Lang,
  name: string,
  entries: readonly { href: string; title: string }[],
): Record<string, unknown> {
  return {
    "@type": "ItemList",
    name,
    itemListElement: entries.map((entry, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: `${site.origin}${localizePath(entry.href, lang)}`,
      name: entry.title,
    })),
  };
}

/** Link previews want a 1200×630 JPEG at an absolute URL (one of `/img`'s sizes, decision 040). */
export function absoluteImage(origin: string, src: string): string {
  return `${origin}${imageUrl(src, PREVIEW_IMAGE.width, PREVIEW_IMAGE.height)}`;
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
