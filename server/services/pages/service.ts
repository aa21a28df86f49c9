import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Lang } from "../../../core/i18n.ts";
import { parseFrontMatter } from "../../content/front-matter.ts";
import { markdownToHtml } from "../html.ts";
import type { SiteInfo } from "../site.ts";

/** The informational pages that ship with the site (content/pages, docs/decisions/018). */
export const PAGE_SLUGS = [
  "about",
  "privacy-policy",
  "terms-and-conditions",
  "welcome-centre",
  "welcome-centre-privacy",
  "holistika",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export type InfoPage = { title: string; description: string; updated: string; html: string };

/** `{product}`, `{email}`… in page texts become the operator's configured values. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Read once per process: the texts are part of the release, like the code. Markdown is rendered
 * and sanitised here, so pages only place the HTML.
 */
export function createPagesService(rootDir: string, site: SiteInfo) {
  const dir = path.join(rootDir, "content", "pages");
  const values = {
    product: site.name,
    email: site.email,
    phone: site.phone,
    tollFreeUsCa: site.tollFreeUsCa,
    tollFreeMx: site.tollFreeMx,
    operator: site.operatorName,
  };
  const loaded = new Map<string, Promise<InfoPage>>();

  async function load(slug: PageSlug, lang: Lang): Promise<InfoPage> {
    const file = `${slug}.${lang}.md`;
    const { data, body } = parseFrontMatter(await readFile(path.join(dir, file), "utf8"), file);
    if (!data.title || !data.description || !data.updated)
      throw new Error(`${file}: title, description and updated are required`);
    return {
      title: fill(data.title, values),
      description: fill(data.description, values),
      updated: data.updated,
      html: markdownToHtml(fill(body, values)),
    };
  }

  return {
    get(slug: PageSlug, lang: Lang): Promise<InfoPage> {
      const key = `${slug}:${lang}`;
      let page = loaded.get(key);
      if (!page) {
        page = load(slug, lang).catch((error: unknown) => {
          loaded.delete(key);
          throw error;
        });
        loaded.set(key, page);
      }
      return page;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
