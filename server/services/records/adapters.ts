import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CATALOG } from "../../../core/constants.ts";
import type { RecordDocuments } from "../../../core/contract/records.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import { placeSegmentTaken } from "../../../core/pages.ts";
import {
  categoryRedirectKind,
  RECORD_REDIRECTS_KEPT,
  type RecordKind,
  recordShownTexts,
  SPANISH_WORD_REDIRECT_KIND,
} from "../../../core/records.ts";
import { slugify } from "../../../core/text.ts";
import { type Db, queryRows } from "../../db/client.ts";
import {
  banners,
  bannerTranslations,
  booths,
  boothTranslations,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  infoPages,
  infoPageTranslations,
  providers,
  providerTranslations,
  resorts,
  resortTranslations,
  teamMembers,
  teamMemberTranslations,
  zones,
  zoneTranslations,
} from "../../db/schema/index.ts";
import { InputError } from "../errors.ts";
import { markdownToHtml } from "../html.ts";
import { sanitisedHtmlToMarkdown } from "../html-to-markdown.ts";

/**
 * How the record editor reads and writes one kind's rows (decision 106): the live rows as the
 * kind's document, the list's lines, and the document written back. The service around it
 * (./service.ts) adds the revisions, the audit, the content version and the checks every kind
 * shares; an adapter knows only its tables.
 */
/**
 * The live rows as a document, but for what the rows don't keep: whether Spanish may show the
 * English text (its revisions keep that; the service fills it in).
 */
export type LiveDocument<K extends RecordKind> = Omit<RecordDocuments[K], "spanishFallback">;

export type RecordAdapter<K extends RecordKind> = {
  /** The live rows as a document, for a record no editor has saved yet. */
  read(tx: Db, id: number): Promise<LiveDocument<K> | null>;
  /**
   * The list's lines as one SELECT: `id`, `title` (English, else any), `shown`, `langs` (the
   * languages it is written in, a text array) and `words` (what the search looks in), in order.
   */
  readonly lines: SQL;
  /** A new record from a document; its id. Absent for kinds editors can't add. */
  insert?(tx: Db, document: RecordDocuments[K]): Promise<number>;
  update(tx: Db, id: number, document: RecordDocuments[K]): Promise<boolean>;
  /** Facts the schema can't see (a zone that exists); throws an InputError naming the field. */
  check?(tx: Db, document: RecordDocuments[K]): Promise<void>;
  title(document: RecordDocuments[K]): string;
  shown(document: RecordDocuments[K]): boolean;
  /** Deletes a record nothing uses: "inUse" when something does (kinds that may be deleted). */
  remove?(tx: Db, id: number): Promise<"done" | "inUse" | "missing">;
};

/**
 * A record's translation rows: one per language the site shows (core/records.ts
 * recordShownTexts), none for a language still missing, so the site, which reads a record in a
 * language by joining its row, leaves it out there until it is written. Spanish missing but
 * allowed to show the English text (`spanishFallback`) gets a row copied from the English one;
 * the revision keeps what the editor wrote, so the record stays marked as missing Spanish.
 */
async function writeTranslations<T extends PgTable>(
  tx: Db,
  kind: RecordKind,
  table: T & { lang: PgColumn },
  key: PgColumn,
  keyName: string,
  id: number,
  document: { text: Record<Lang, Record<string, string>>; spanishFallback: boolean },
  stored: (texts: Record<string, string>) => Record<string, string> = (texts) => texts,
) {
  await tx.delete(table).where(eq(key, id));
  const shown = recordShownTexts(kind, document.text, document.spanishFallback);
  const rows = LANGS.flatMap((lang) => {
    const texts = shown[lang];
    return texts ? [{ [keyName]: id, lang, ...stored(texts) }] : [];
  });
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

/** A record's texts from its rows (empty strings for a language with none). */
async function readTexts<T extends string>(
  tx: Db,
  query: SQL,
  names: readonly T[],
): Promise<Record<Lang, Record<T, string>>> {
  const rows = await queryRows<{ lang: Lang } & Record<T, string>>(tx, query);
  const of = (lang: Lang) => {
    const row = rows.find((r) => r.lang === lang);
    return Object.fromEntries(names.map((name) => [name, row?.[name] ?? ""])) as Record<T, string>;
  };
  return { en: of("en"), es: of("es") };
}

/** A slug no other row of `table` has, made from `name` (the seed's key for the rows it made). */
async function freshSlug(tx: Db, table: string, name: string): Promise<string> {
  const base = slugify(name) || "record";
  const taken = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM ${sql.identifier(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Where a kind's slugs live (decisions 107, 109): its table, the rows a slug must differ from
 * (a category's catalog), what a clash says, and the kind its old slugs are kept under in
 * `record_redirects` (null: no address names the slug, so none are kept).
 */
type SlugSpace = {
  readonly table: "resorts" | "providers" | "categories" | "catalogs";
  readonly within: SQL;
  readonly taken: string;
  readonly redirects: string | null;
};
const RESORT_SLUGS: SlugSpace = {
  table: "resorts",
  within: sql`true`,
  taken: "another resort already has it",
  redirects: "resort",
};
const PROVIDER_SLUGS: SlugSpace = {
  table: "providers",
  within: sql`true`,
  taken: "another provider already has it",
  redirects: "provider",
};
const categorySlugs = (catalogId: number): SlugSpace => ({
  table: "categories",
  within: sql`catalog_id = ${catalogId}`,
  taken: "another category of this catalog already has it",
  redirects: categoryRedirectKind(catalogId),
});
// A sub-catalog's slug is unique among all catalogs, and no visitor's address names it.
const CATALOG_SLUGS: SlugSpace = {
  table: "catalogs",
  within: sql`true`,
  taken: "another catalog already has it",
  redirects: null,
};

/**
 * A slug a live record of the space has now is refused, naming the field; one that is only an
 * old slug (a redirect) is free: the live record wins and the redirect goes (decision 101).
 */
async function claimSlug(tx: Db, space: SlugSpace, slug: string, id?: number) {
  const [taken] = await queryRows(
    tx,
    sql`SELECT 1 FROM ${sql.identifier(space.table)} WHERE slug = ${slug} AND ${space.within}
        ${id === undefined ? sql`` : sql`AND id <> ${id}`}`,
  );
  if (taken) throw new InputError("slug", space.taken);
  if (space.redirects === null) return;
  await queryRows(
    tx,
    sql`DELETE FROM record_redirects WHERE kind = ${space.redirects} AND from_slug = ${slug}`,
  );
}

/**
 * A saved slug (empty, or the one it has in other letter case, keeps it: the magazine's
 * `inspirationCorner` predates the lower-case rule): a new one must be free, and the old one
 * answers 301 to the record for good; past RECORD_REDIRECTS_KEPT, its oldest redirects go.
 */
async function moveSlug(tx: Db, space: SlugSpace, id: number, wanted: string) {
  const table = sql.identifier(space.table);
  const [row] = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM ${table} WHERE id = ${id}`,
  );
  if (!row || wanted === "" || wanted === row.slug.toLowerCase()) return;
  await claimSlug(tx, space, wanted, id);
  await queryRows(tx, sql`UPDATE ${table} SET slug = ${wanted} WHERE id = ${id}`);
  if (space.redirects !== null) await keepRedirect(tx, space.redirects, row.slug, id);
}

/** `from` leads to record `id` for good; past RECORD_REDIRECTS_KEPT, its oldest redirects go. */
async function keepRedirect(tx: Db, kind: string, from: string, id: number) {
  await queryRows(
    tx,
    sql`INSERT INTO record_redirects (kind, from_slug, record_id) VALUES (${kind}, ${from}, ${id})
        ON CONFLICT (kind, from_slug) DO UPDATE SET record_id = ${id}, created_at = now()`,
  );
  await queryRows(
    tx,
    sql`DELETE FROM record_redirects WHERE kind = ${kind} AND record_id = ${id}
          AND from_slug IN (SELECT from_slug FROM record_redirects
            WHERE kind = ${kind} AND record_id = ${id}
            ORDER BY created_at DESC, from_slug OFFSET ${RECORD_REDIRECTS_KEPT})`,
  );
}

/**
 * A place category's Spanish word (decision 110) after its English slug is saved: `wanted` empty
 * (or its English slug) gives it none, so its Spanish addresses use the English slug; undefined
 * keeps the one it has. The Spanish segment of its places' addresses (the word, or else the
 * slug) must be no other places category's slug or word, nor start another page's or the
 * server's addresses; its English slug no other category's word (`/es/playas/…` reads as
 * `beaches`). A word it leaves answers 301 to its places' addresses now, chains leading straight
 * there; a live word wins over an old one.
 */
async function moveSpanishWord(tx: Db, id: number, wanted: string | undefined) {
  const [row] = await queryRows<{ slug: string; spanish_slug: string | null }>(
    tx,
    sql`SELECT slug, spanish_slug FROM categories WHERE id = ${id}`,
  );
  if (!row) return;
  const word = wanted === undefined ? row.spanish_slug : wanted === "" ? null : wanted;
  const kept = word === row.slug.toLowerCase() ? null : word;
  const field = kept === null ? "slug" : "spanishSlug";
  const segment = (kept ?? row.slug).toLowerCase();
  if (placeSegmentTaken(segment)) {
    throw new InputError(field, "the site's own pages use this address");
  }
  const [taken] = await queryRows<{ clash: string }>(
    tx,
    sql`SELECT CASE WHEN lower(spanish_slug) = ${row.slug.toLowerCase()} THEN 'slug'
              ELSE ${field}::text END AS clash
          FROM categories WHERE catalog_id = ${CATALOG.places} AND id <> ${id}
            AND (lower(slug) = ${segment} OR lower(spanish_slug) = ${segment}
              OR lower(spanish_slug) = ${row.slug.toLowerCase()})
          LIMIT 1`,
  );
  if (taken) {
    throw new InputError(taken.clash, "another category's Spanish addresses already use it");
  }
  await queryRows(
    tx,
    sql`DELETE FROM record_redirects WHERE kind = ${SPANISH_WORD_REDIRECT_KIND}
          AND from_slug = ${segment}`,
  );
  if (kept === row.spanish_slug) return;
  await queryRows(tx, sql`UPDATE categories SET spanish_slug = ${kept} WHERE id = ${id}`);
  if (row.spanish_slug !== null && row.spanish_slug.toLowerCase() !== segment) {
    await keepRedirect(tx, SPANISH_WORD_REDIRECT_KIND, row.spanish_slug, id);
  }
}

const langsOf = (table: string, key: string, id: SQL) =>
  sql`ARRAY(SELECT t.lang::text FROM ${sql.identifier(table)} t
    WHERE t.${sql.identifier(key)} = ${id} ORDER BY t.lang)`;
const englishFirst = (table: string, key: string, column: string, id: SQL) =>
  sql`(SELECT t.${sql.identifier(column)} FROM ${sql.identifier(table)} t
    WHERE t.${sql.identifier(key)} = ${id} ORDER BY t.lang = 'en' DESC LIMIT 1)`;

/**
 * The list lines of a kind named in its translations (booths, zones, banners, pages): the title
 * in English (else the other language, else the slug), the languages written, the words a list
 * search matches (the slug and every language's title), and where it stands.
 */
const translatedLines = (options: {
  table: string;
  translations: string;
  key: string;
  title: string;
  shown?: SQL;
  position?: SQL;
}) => {
  const { table, translations, key, title } = options;
  const id = sql`r.id`;
  return sql`SELECT r.id, COALESCE(${englishFirst(translations, key, title, id)}, r.slug) AS title,
      ${options.shown ?? sql`true`} AS shown, ${langsOf(translations, key, id)} AS langs,
      r.slug || ' ' || COALESCE((SELECT string_agg(t.${sql.identifier(title)}, ' ')
        FROM ${sql.identifier(translations)} t WHERE t.${sql.identifier(key)} = r.id), '') AS words,
      ${options.position ?? sql`0`} AS position
    FROM ${sql.identifier(table)} r`;
};

const team: RecordAdapter<"team"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, role FROM team_member_translations WHERE team_member_id = ${id}`,
      ["role"],
    );
    return {
      nickname: row.nickname,
      photo: row.urlPhoto,
      weight: row.weight,
      active: row.active,
      text,
    };
  },
  lines: sql`SELECT m.id, m.nickname AS title, m.active AS shown,
      ${langsOf("team_member_translations", "team_member_id", sql`m.id`)} AS langs,
      m.nickname || ' ' || COALESCE(${englishFirst("team_member_translations", "team_member_id", "role", sql`m.id`)}, '') AS words,
      m.weight AS position
    FROM team_members m`,
  async insert(tx, document) {
    const slug = await freshSlug(tx, "team_members", document.nickname);
    const [made] = await tx
      .insert(teamMembers)
      .values({ slug, nickname: document.nickname })
      .returning({ id: teamMembers.id });
    if (!made) throw new Error("creating a team member returned no row");
    await team.update(tx, made.id, document);
    return made.id;
  },
  async update(tx, id, document) {
    const saved = await tx
      .update(teamMembers)
      .set({
        nickname: document.nickname,
        urlPhoto: document.photo,
        weight: document.weight,
        active: document.active,
      })
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "team",
      teamMemberTranslations,
      teamMemberTranslations.teamMemberId,
      "teamMemberId",
      id,
      document,
    );
    return true;
  },
  title: (document) => document.nickname,
  shown: (document) => document.active,
};

const booth: RecordAdapter<"booth"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(booths).where(eq(booths.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, name, description FROM booth_translations WHERE booth_id = ${id}`,
      ["name", "description"],
    );
    return {
      position: { lat: row.latitude, lng: row.longitude },
      photo: row.pictureUrl,
      url: row.url,
      weight: row.weight,
      archived: row.archived,
      text,
    };
  },
  lines: translatedLines({
    table: "booths",
    translations: "booth_translations",
    key: "booth_id",
    title: "name",
    shown: sql`NOT r.archived`,
    position: sql`r.weight`,
  }),
  async insert(tx, document) {
    const slug = await freshSlug(tx, "booths", document.text.en.name);
    const [made] = await tx
      .insert(booths)
      .values({ slug, latitude: document.position.lat, longitude: document.position.lng })
      .returning({ id: booths.id });
    if (!made) throw new Error("creating a booth returned no row");
    await booth.update(tx, made.id, document);
    return made.id;
  },
  async update(tx, id, document) {
    const saved = await tx
      .update(booths)
      .set({
        latitude: document.position.lat,
        longitude: document.position.lng,
        pictureUrl: document.photo,
        url: document.url,
        weight: document.weight,
        archived: document.archived,
      })
      .where(eq(booths.id, id))
      .returning({ id: booths.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "booth",
      boothTranslations,
      boothTranslations.boothId,
      "boothId",
      id,
      document,
    );
    return true;
  },
  title: (document) => document.text.en.name,
  shown: (document) => !document.archived,
};

/** A zone the document names must exist. */
async function checkZone(tx: Db, zoneId: number | null) {
  if (zoneId === null) return;
  const [found] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  if (!found) throw new InputError("zoneId", "there is no zone with this id");
}

const provider: RecordAdapter<"provider"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(providers).where(eq(providers.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, description FROM provider_translations WHERE provider_id = ${id}`,
      ["description"],
    );
    // Stored as sanitised HTML; the editor reads and writes Markdown.
    for (const lang of LANGS) {
      text[lang].description = sanitisedHtmlToMarkdown(text[lang].description);
    }
    return {
      name: row.name,
      slug: row.slug,
      zoneId: row.zoneId,
      photo: row.pictureUrl,
      phone: row.phone,
      whatsapp: row.whatsapp,
      email: row.email,
      website: row.website,
      address: row.address,
      archived: row.archived,
      text,
    };
  },
  lines: sql`SELECT p.id, p.name AS title, NOT p.archived AS shown,
      ${langsOf("provider_translations", "provider_id", sql`p.id`)} AS langs,
      p.name || ' ' || p.slug AS words, 0 AS position
    FROM providers p`,
  check: (tx, document) => checkZone(tx, document.zoneId),
  async insert(tx, document) {
    const slug = document.slug || (await freshSlug(tx, "providers", document.name));
    await claimSlug(tx, PROVIDER_SLUGS, slug);
    const [made] = await tx
      .insert(providers)
      .values({ slug, name: document.name })
      .returning({ id: providers.id });
    if (!made) throw new Error("creating a provider returned no row");
    await provider.update(tx, made.id, document);
    return made.id;
  },
  async update(tx, id, document) {
    await moveSlug(tx, PROVIDER_SLUGS, id, document.slug);
    const saved = await tx
      .update(providers)
      .set({
        name: document.name,
        zoneId: document.zoneId,
        pictureUrl: document.photo,
        phone: document.phone,
        whatsapp: document.whatsapp,
        email: document.email,
        website: document.website,
        address: document.address,
        archived: document.archived,
        updatedAt: new Date(),
      })
      .where(eq(providers.id, id))
      .returning({ id: providers.id });
    if (saved.length === 0) return false;
    // Markdown as written in the revision; sanitised HTML on the site (decision 106).
    await writeTranslations(
      tx,
      "provider",
      providerTranslations,
      providerTranslations.providerId,
      "providerId",
      id,
      document,
      (texts) => ({ description: markdownToHtml(texts.description ?? "") }),
    );
    return true;
  },
  title: (document) => document.name,
  shown: (document) => !document.archived,
};

/**
 * A photo of the library goes on a resort only with both alt texts (decision 107); a bundled
 * drawing (a picture in `media` with no library row) is decorative and always allowed.
 */
async function checkPhotosReady(tx: Db, named: [string, string | null][]) {
  for (const [field, path] of named) {
    if (!path) continue;
    const sha = path.split("/")[2] ?? "";
    const [unready] = await queryRows(
      tx,
      sql`SELECT 1 FROM media_photos WHERE sha256 = ${sha}
          AND (btrim(alt_en) = '' OR btrim(alt_es) = '')`,
    );
    if (unready) throw new InputError(field, "write both alt texts of this photo first");
  }
}

const resort: RecordAdapter<"resort"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(resorts).where(eq(resorts.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, description FROM resort_translations WHERE resort_id = ${id}`,
      ["description"],
    );
    // Stored as sanitised HTML; the editor reads and writes Markdown.
    for (const lang of LANGS) {
      text[lang].description = sanitisedHtmlToMarkdown(text[lang].description);
    }
    return {
      name: row.name,
      slug: row.slug,
      stars: row.stars,
      priceUsd: row.priceUsd,
      zoneId: row.zoneId,
      position: { lat: row.latitude, lng: row.longitude },
      address: row.address,
      photo: row.pictureUrl1,
      photo2: row.pictureUrl2,
      photo3: row.pictureUrl3,
      weight: row.weight,
      shown: row.shown,
      text,
    };
  },
  lines: sql`SELECT r.id, r.name AS title, r.shown,
      ${langsOf("resort_translations", "resort_id", sql`r.id`)} AS langs,
      r.name || ' ' || r.slug || ' ' || r.address AS words, r.weight AS position
    FROM resorts r`,
  async check(tx, document) {
    await checkZone(tx, document.zoneId);
    await checkPhotosReady(tx, [
      ["photo", document.photo],
      ["photo2", document.photo2],
      ["photo3", document.photo3],
    ]);
  },
  async insert(tx, document) {
    const slug = document.slug || slugify(document.name);
    if (!slug) throw new InputError("slug", "write a slug: the name makes none");
    await claimSlug(tx, RESORT_SLUGS, slug);
    const [made] = await tx
      .insert(resorts)
      .values({
        slug,
        name: document.name,
        stars: document.stars,
        zoneId: document.zoneId,
        latitude: document.position.lat,
        longitude: document.position.lng,
        address: document.address,
        priceUsd: document.priceUsd,
      })
      .returning({ id: resorts.id });
    if (!made) throw new Error("creating a resort returned no row");
    await resort.update(tx, made.id, document);
    return made.id;
  },
  // A new slug keeps the old one as a redirect (decision 107).
  async update(tx, id, document) {
    await moveSlug(tx, RESORT_SLUGS, id, document.slug);
    const saved = await tx
      .update(resorts)
      .set({
        name: document.name,
        stars: document.stars,
        priceUsd: document.priceUsd,
        zoneId: document.zoneId,
        latitude: document.position.lat,
        longitude: document.position.lng,
        address: document.address,
        pictureUrl1: document.photo,
        pictureUrl2: document.photo2,
        pictureUrl3: document.photo3,
        weight: document.weight,
        shown: document.shown,
      })
      .where(eq(resorts.id, id))
      .returning({ id: resorts.id });
    if (saved.length === 0) return false;
    // Markdown as written in the revision; sanitised HTML on the site (decision 107).
    await writeTranslations(
      tx,
      "resort",
      resortTranslations,
      resortTranslations.resortId,
      "resortId",
      id,
      document,
      (texts) => ({ description: markdownToHtml(texts.description ?? "") }),
    );
    return true;
  },
  title: (document) => document.name,
  shown: (document) => document.shown,
};

const zone: RecordAdapter<"zone"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(zones).where(eq(zones.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, name, description FROM zone_translations WHERE zone_id = ${id}`,
      ["name", "description"],
    );
    return {
      center: { lat: row.centerLat, lng: row.centerLng },
      polygon: row.polygon,
      photo: row.pictureUrl,
      weight: row.weight,
      text,
    };
  },
  lines: translatedLines({
    table: "zones",
    translations: "zone_translations",
    key: "zone_id",
    title: "name",
    position: sql`r.weight`,
  }),
  async update(tx, id, document) {
    const saved = await tx
      .update(zones)
      .set({
        centerLat: document.center.lat,
        centerLng: document.center.lng,
        polygon: document.polygon,
        pictureUrl: document.photo,
        weight: document.weight,
      })
      .where(eq(zones.id, id))
      .returning({ id: zones.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "zone",
      zoneTranslations,
      zoneTranslations.zoneId,
      "zoneId",
      id,
      document,
    );
    return true;
  },
  title: (document) => document.text.en.name,
  shown: () => true,
};

const banner: RecordAdapter<"banner"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, title, alt, COALESCE(picture_url, '') AS picture FROM banner_translations
          WHERE banner_id = ${id}`,
      ["title", "alt", "picture"],
    );
    return {
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      repeatsYearly: row.repeatsYearly,
      photo: row.pictureUrl,
      linkPath: row.linkPath,
      weight: row.weight,
      text,
    };
  },
  lines: translatedLines({
    table: "banners",
    translations: "banner_translations",
    key: "banner_id",
    title: "title",
  }),
  async insert(tx, document) {
    const slug = await freshSlug(tx, "banners", document.text.en.title);
    const [made] = await tx
      .insert(banners)
      .values({
        slug,
        startsOn: document.startsOn,
        endsOn: document.endsOn,
        pictureUrl: document.photo,
      })
      .returning({ id: banners.id });
    if (!made) throw new Error("creating a banner returned no row");
    await banner.update(tx, made.id, document);
    return made.id;
  },
  async update(tx, id, document) {
    const saved = await tx
      .update(banners)
      .set({
        startsOn: document.startsOn,
        endsOn: document.endsOn,
        repeatsYearly: document.repeatsYearly,
        pictureUrl: document.photo,
        linkPath: document.linkPath,
        weight: document.weight,
      })
      .where(eq(banners.id, id))
      .returning({ id: banners.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "banner",
      bannerTranslations,
      bannerTranslations.bannerId,
      "bannerId",
      id,
      document,
      (texts) =>
        ({
          title: texts.title ?? "",
          alt: texts.alt ?? "",
          pictureUrl: texts.picture ? texts.picture : null,
        }) as unknown as Record<string, string>,
    );
    return true;
  },
  title: (document) => document.text.en.title,
  // Shown in its dates only: the dates are how an editor takes a banner off the site.
  shown: () => true,
};

const page: RecordAdapter<"page"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(infoPages).where(eq(infoPages.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, title, description, body FROM info_page_translations WHERE page_id = ${id}`,
      ["title", "description", "body"],
    );
    return { updated: row.updated, text };
  },
  lines: translatedLines({
    table: "info_pages",
    translations: "info_page_translations",
    key: "page_id",
    title: "title",
  }),
  async update(tx, id, document) {
    const saved = await tx
      .update(infoPages)
      .set({ updated: document.updated })
      .where(eq(infoPages.id, id))
      .returning({ id: infoPages.id });
    if (saved.length === 0) return false;
    // The Markdown as written, and its HTML sanitised on save (sanitised again on render).
    await writeTranslations(
      tx,
      "page",
      infoPageTranslations,
      infoPageTranslations.pageId,
      "pageId",
      id,
      document,
      (texts) => ({ ...texts, html: markdownToHtml(texts.body ?? "") }),
    );
    return true;
  },
  title: (document) => document.text.en.title,
  shown: () => true,
};

const category: RecordAdapter<"category"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, name FROM category_translations WHERE category_id = ${id}`,
      ["name"],
    );
    return {
      catalogId: row.catalogId,
      slug: row.slug,
      spanishSlug: row.spanishSlug ?? "",
      weight: row.weight,
      text,
    };
  },
  // A catalog's categories together, in the catalog's order; its name tells them apart.
  lines: sql`SELECT c.id,
      COALESCE(${englishFirst("category_translations", "category_id", "name", sql`c.id`)}, c.slug)
        || ' · ' || COALESCE(${englishFirst("catalog_translations", "catalog_id", "name", sql`c.catalog_id`)}, k.slug) AS title,
      true AS shown, ${langsOf("category_translations", "category_id", sql`c.id`)} AS langs,
      c.slug || ' ' || k.slug || ' ' || COALESCE((SELECT string_agg(t.name, ' ')
        FROM category_translations t WHERE t.category_id = c.id), '') AS words,
      c.catalog_id::bigint * 100000 + c.weight AS position
    FROM categories c JOIN catalogs k ON k.id = c.catalog_id`,
  async check(tx, document) {
    const [catalog] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM catalogs WHERE id = ${document.catalogId}`,
    );
    if (!catalog) throw new InputError("catalogId", "there is no catalog with this id");
    const slug = document.slug || slugify(document.text.en.name);
    if (document.catalogId === CATALOG.places && placeSegmentTaken(slug)) {
      throw new InputError("slug", "the site's own pages use this address");
    }
    // Only a place's address has a category in it in Spanish words (decision 110).
    if (document.catalogId !== CATALOG.places && document.spanishSlug) {
      throw new InputError("spanishSlug", "only a place category's addresses have a Spanish word");
    }
  },
  async insert(tx, document) {
    const slug = document.slug || slugify(document.text.en.name);
    if (!slug) throw new InputError("slug", "write a slug: the name makes none");
    await claimSlug(tx, categorySlugs(document.catalogId), slug);
    // Category ids are the spec's own numbers (not a sequence): the next after the highest.
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO categories (id, catalog_id, slug, weight)
          SELECT COALESCE(max(id), 0) + 1, ${document.catalogId}, ${slug}, ${document.weight}
          FROM categories RETURNING id`,
    );
    if (!made) throw new Error("creating a category returned no row");
    await category.update(tx, made.id, document);
    return made.id;
  },
  // The catalog stays as made; a new slug keeps the old one as a redirect in its catalog: a
  // place's address starts with it, and the lists' `?category=` name it (decision 109).
  async update(tx, id, document) {
    await moveSlug(tx, categorySlugs(document.catalogId), id, document.slug);
    if (document.catalogId === CATALOG.places) {
      await moveSpanishWord(tx, id, document.spanishSlug);
    }
    const saved = await tx
      .update(categories)
      .set({ weight: document.weight })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "category",
      categoryTranslations,
      categoryTranslations.categoryId,
      "categoryId",
      id,
      document,
    );
    return true;
  },
  async remove(tx, id) {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) return "missing";
    const [used] = await queryRows(
      tx,
      sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM item_categories WHERE category_id = ${id})
            OR EXISTS (SELECT 1 FROM catalogs WHERE parent_category_id = ${id})
            OR EXISTS (SELECT 1 FROM categories WHERE parent_id = ${id})`,
    );
    if (used) return "inUse";
    await tx.delete(categories).where(eq(categories.id, id));
    return "done";
  },
  title: (document) => document.text.en.name,
  shown: () => true,
};

const subcatalog: RecordAdapter<"subcatalog"> = {
  async read(tx, id) {
    const [row] = await tx.select().from(catalogs).where(eq(catalogs.id, id));
    if (!row || row.parentCategoryId === null) return null;
    const text = await readTexts(
      tx,
      sql`SELECT lang, name FROM catalog_translations WHERE catalog_id = ${id}`,
      ["name"],
    );
    return { parentCategoryId: row.parentCategoryId, slug: row.slug, weight: row.weight, text };
  },
  lines: sql`SELECT k.id,
      COALESCE(${englishFirst("catalog_translations", "catalog_id", "name", sql`k.id`)}, k.slug)
        || ' · ' || COALESCE(${englishFirst("category_translations", "category_id", "name", sql`k.parent_category_id`)}, '') AS title,
      true AS shown, ${langsOf("catalog_translations", "catalog_id", sql`k.id`)} AS langs,
      k.slug || ' ' || COALESCE((SELECT string_agg(t.name, ' ') FROM catalog_translations t
        WHERE t.catalog_id = k.id), '') AS words,
      k.weight AS position
    FROM catalogs k WHERE k.parent_category_id IS NOT NULL`,
  async check(tx, document) {
    const [parent] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT c.id FROM categories c JOIN catalogs k ON k.id = c.catalog_id
          WHERE c.id = ${document.parentCategoryId} AND k.parent_category_id IS NULL`,
    );
    if (!parent) {
      throw new InputError("parentCategoryId", "choose a category of a main catalog");
    }
  },
  async insert(tx, document) {
    const slug = document.slug || slugify(document.text.en.name);
    if (!slug) throw new InputError("slug", "write a slug: the name makes none");
    await claimSlug(tx, CATALOG_SLUGS, slug);
    // Catalog ids are the spec's own numbers (not a sequence): the next after the highest.
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO catalogs (id, slug, parent_category_id, weight)
          SELECT COALESCE(max(id), 0) + 1, ${slug}, ${document.parentCategoryId}, ${document.weight}
          FROM catalogs RETURNING id`,
    );
    if (!made) throw new Error("creating a sub-catalog returned no row");
    await subcatalog.update(tx, made.id, document);
    return made.id;
  },
  // The parent stays as made (its categories' places are filed under it); the slug may change:
  // no visitor's address names it, so no redirect is kept (decision 109).
  async update(tx, id, document) {
    await moveSlug(tx, CATALOG_SLUGS, id, document.slug);
    const saved = await tx
      .update(catalogs)
      .set({ weight: document.weight })
      .where(eq(catalogs.id, id))
      .returning({ id: catalogs.id });
    if (saved.length === 0) return false;
    await writeTranslations(
      tx,
      "subcatalog",
      catalogTranslations,
      catalogTranslations.catalogId,
      "catalogId",
      id,
      document,
    );
    return true;
  },
  async remove(tx, id) {
    if (!(await subcatalog.read(tx, id))) return "missing";
    const [used] = await queryRows(tx, sql`SELECT 1 FROM categories WHERE catalog_id = ${id}`);
    if (used) return "inUse";
    await tx.delete(catalogs).where(eq(catalogs.id, id));
    return "done";
  },
  title: (document) => document.text.en.name,
  shown: () => true,
};

export const ADAPTERS: { readonly [K in RecordKind]: RecordAdapter<K> } = {
  team,
  booth,
  provider,
  resort,
  zone,
  banner,
  page,
  category,
  subcatalog,
};
