import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import { parseFrontMatter } from "../../content/front-matter.ts";
import { type Db, queryRows } from "../../db/client.ts";
import type { ContentCache } from "../cache.ts";
import { markdownToHtml, sanitizeContentHtml } from "../html.ts";
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

/** A page's texts as stored (content/pages' front matter and Markdown), values unfilled. */
export type StoredPage = {
  title: string;
  description: string;
  updated: string;
  body: string;
};

/** A page of content/pages as its file has it: front matter and Markdown, values unfilled. */
export async function readPageFile(rootDir: string, slug: string, lang: Lang): Promise<StoredPage> {
  const file = `${slug}.${lang}.md`;
  const dir = path.join(rootDir, "content", "pages");
  const { data, body } = parseFrontMatter(await readFile(path.join(dir, file), "utf8"), file);
  if (!data.title || !data.description || !data.updated)
    throw new Error(`${file}: title, description and updated are required`);
  return { title: data.title, description: data.description, updated: data.updated, body };
}

/**
 * The pages as editors left them in the database (decision 106: the seed loads content/pages,
 * the record editor edits them), cached until the content changes; a page the database doesn't
 * have (a database not seeded) is read from its file. The stored HTML was sanitised on save and
 * is sanitised again here, after the operator's values are filled in.
 */
export function createPagesService(rootDir: string, site: SiteInfo, db: Db, cache: ContentCache) {
  const values = {
    product: site.name,
    email: site.email,
    phone: site.phone,
    tollFreeUsCa: site.tollFreeUsCa,
    tollFreeMx: site.tollFreeMx,
    operator: site.operatorName,
  };

  async function load(slug: PageSlug, lang: Lang): Promise<InfoPage> {
    const [stored] = await queryRows<{
      title: string;
      description: string;
      updated: string | Date;
      html: string;
    }>(
      db,
      sql`SELECT t.title, t.description, p.updated::text AS updated, t.html
          FROM info_pages p JOIN info_page_translations t ON t.page_id = p.id AND t.lang = ${lang}
          WHERE p.slug = ${slug}`,
    );
    if (stored) {
      return {
        title: fill(stored.title, values),
        description: fill(stored.description, values),
        updated: String(stored.updated).slice(0, 10),
        html: sanitizeContentHtml(fill(stored.html, values)),
      };
    }
    const file = await readPageFile(rootDir, slug, lang);
    return {
      title: fill(file.title, values),
      description: fill(file.description, values),
      updated: file.updated,
      html: markdownToHtml(fill(file.body, values)),
    };
  }

  return {
    get: (slug: PageSlug, lang: Lang): Promise<InfoPage> =>
      cache.get(`page:${slug}:${lang}`, () => load(slug, lang)),

    /**
     * A page's texts as an editor wrote them (a draft, or the live rows), rendered as a save
     * then a visit would: the Markdown's HTML, the operator's values filled in, sanitised. For
     * the back office's preview (decision 108); never cached.
     */
    render: (stored: StoredPage): InfoPage => ({
      title: fill(stored.title, values),
      description: fill(stored.description, values),
      updated: stored.updated.slice(0, 10),
      html: sanitizeContentHtml(fill(markdownToHtml(stored.body), values)),
    }),
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
