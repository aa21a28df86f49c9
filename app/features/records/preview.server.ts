import { data } from "react-router";
import { CATALOG } from "../../../core/constants.ts";
import type { RecordDocuments, RecordView } from "../../../core/contract/records.ts";
import type { Lang } from "../../../core/i18n.ts";
import { type RecordKind, recordShownTexts, swapIntoList } from "../../../core/records.ts";
import { titleCaseSlug } from "../../../core/text.ts";
import type { Services } from "../../lib/context.server.ts";
import { aboutData } from "../about/AboutView.tsx";
import { providerPageData } from "../activities/provider.server.ts";
import { categoryTiles } from "../directory/category-tiles.server.ts";
import { homeData } from "../home/data.server.ts";
import type { LandingList } from "../list/ListLanding.tsx";
import { resortPageData } from "../resorts/data.server.ts";

/** Why the previewed record is not on the page: not in this language, or hidden by its box. */
export type PreviewAbsence = "language" | "hidden" | null;

type Version = "draft" | "live";

/**
 * The record a preview shows (decision 108): its waiting draft (`?version=draft`, when one
 * waits) or the published version, and which that is.
 */
export async function previewedRecord(
  services: Services,
  kind: RecordKind,
  id: number,
  wanted: string | null,
): Promise<{ record: RecordView; version: Version; document: RecordView["document"] }> {
  const record = Number.isSafeInteger(id) ? await services.records.one(kind, id) : null;
  if (!record) throw data(null, { status: 404 });
  const version: Version = wanted === "draft" && record.draft ? "draft" : "live";
  const document = version === "draft" ? record.document : await services.records.live(kind, id);
  if (!document) throw data(null, { status: 404 });
  return { record, version, document };
}

/**
 * Where the framed page opens when the record is low on a long page: at its section (a team
 * member, a zone on the About page; a magazine section on the home page).
 */
export function previewAnchor(kind: RecordKind, document: RecordView["document"]): string {
  if (kind === "team") return "#team-heading";
  if (kind === "zone") return "#about-zones";
  const catalogId = (document as { catalogId?: number }).catalogId;
  return kind === "category" && catalogId === CATALOG.magazine ? "#home-sections" : "";
}

/** A kind's weight in the document, for where its record comes in a list. */
const weightOf = (document: unknown) => (document as { weight?: number }).weight ?? 0;

/**
 * Where the draft's record comes in its list: its list position moved by the weight it changed
 * (a category's position counts its catalog too, which a draft can't change).
 */
async function placed(services: Services, kind: RecordKind, id: number, document: unknown) {
  const [positions, live] = await Promise.all([
    services.records.positions(kind),
    services.records.live(kind, id),
  ]);
  const position = (positions.get(id) ?? 0) - weightOf(live) + weightOf(document);
  return { positions, position };
}

/**
 * The visitor page (or its section) that shows a record, with this record's `document` swapped
 * in for its live rows, as the site would render it in `lang`: what the framed preview route
 * (routes/admin/record-preview-page.tsx) draws with the visitor pages' own views.
 */
export async function recordPreviewData(
  services: Services,
  lang: Lang,
  kind: RecordKind,
  id: number,
  document: RecordView["document"],
) {
  const doc = <K extends RecordKind>(_kind: K) => document as RecordDocuments[K];
  switch (kind) {
    case "page": {
      const page = doc("page");
      const texts = recordShownTexts("page", page.text, page.spanishFallback)[lang];
      return {
        view: "page" as const,
        absent: texts ? null : ("language" as const),
        page: texts
          ? services.pages.render({
              title: texts.title ?? "",
              description: texts.description ?? "",
              body: texts.body ?? "",
              updated: page.updated,
            })
          : null,
      };
    }
    case "team": {
      const member = doc("team");
      const [shown, live, at, about] = await Promise.all([
        services.records.shown("team", id, member, lang),
        services.team.listed(lang),
        placed(services, kind, id, member),
        aboutData(services, lang),
      ]);
      const entry = member.active ? shown : null;
      return {
        view: "team" as const,
        absent: absence(shown, member.active),
        about,
        members: swapIntoList(live, id, entry, at.positions, at.position),
      };
    }
    case "booth": {
      const booth = doc("booth");
      const [shown, live, zones, at] = await Promise.all([
        services.records.shown("booth", id, booth, lang),
        services.booths.all(lang),
        services.dependantFields.zones(lang),
        placed(services, kind, id, booth),
      ]);
      return {
        view: "booth" as const,
        absent: absence(shown, true),
        booths: swapIntoList(live, id, shown, at.positions, at.position),
        zones,
      };
    }
    case "zone": {
      const zone = doc("zone");
      const [shown, live, at, about] = await Promise.all([
        services.records.shown("zone", id, zone, lang),
        services.dependantFields.zones(lang),
        placed(services, kind, id, zone),
        aboutData(services, lang),
      ]);
      return {
        view: "zone" as const,
        absent: absence(shown, true),
        about,
        zones: swapIntoList(live, id, shown, at.positions, at.position),
      };
    }
    case "provider": {
      const provider = doc("provider");
      const shown = await services.records.shown("provider", id, provider, lang);
      return {
        view: "provider" as const,
        absent: absence(shown, true),
        provider: shown
          ? await providerPageData(services, lang, shown, titleCaseSlug(shown.slug))
          : null,
      };
    }
    case "resort": {
      const resort = doc("resort");
      const shown = await services.records.shown("resort", id, resort, lang);
      // A hidden resort's page answers 410 on the site; the preview shows what it would show.
      const page = shown ? await resortPageData(services, lang, shown) : null;
      return {
        view: "resort" as const,
        absent: absence(shown, resort.shown),
        resort: page,
      };
    }
    case "banner": {
      const banner = doc("banner");
      const [shown, home] = await Promise.all([
        services.records.shown("banner", id, banner, lang),
        homeData(services, lang, null),
      ]);
      return { view: "home" as const, absent: absence(shown, true), banner: shown, home };
    }
    case "category":
      return categoryPreview(services, lang, id, doc("category"));
    case "subcatalog": {
      const subcatalog = doc("subcatalog");
      const [shown, parents, members] = await Promise.all([
        services.records.shown("subcatalog", id, subcatalog, lang),
        services.records.parentCategoryChoices(lang),
        services.dependantFields.catalogs(subcatalog.parentCategoryId, lang),
      ]);
      const options = members.find((catalog) => catalog.id === id)?.categories ?? [];
      return {
        view: "filter" as const,
        absent: absence(shown, true),
        heading: parents.find((parent) => parent.id === subcatalog.parentCategoryId)?.name ?? "",
        filter: shown && { name: shown.name, options: options.map(chip) },
      };
    }
  }
}

const chip = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });

/**
 * A category where its catalog's categories show: the directory's tiles, the activities' chips,
 * the home page's magazine sections, a sub-catalog's filter on the directory's search, or else
 * its catalog's chips (events, benefits).
 */
async function categoryPreview(
  services: Services,
  lang: Lang,
  id: number,
  category: RecordDocuments["category"],
) {
  const [shown, live, at, catalogs] = await Promise.all([
    services.records.shown("category", id, category, lang),
    services.dependantFields.categories(category.catalogId, lang),
    placed(services, "category", id, category),
    services.records.catalogChoices(lang),
  ]);
  const absent = absence(shown, true);
  const categories = swapIntoList(live, id, shown, at.positions, at.position);
  const catalog = catalogs.find((one) => one.id === category.catalogId);
  const landing = LANDINGS[category.catalogId] ?? null;
  if (landing === "directory") {
    // The directory shows a category with places as a tile; this one shows even without.
    const tiles = (await categoryTiles(services, lang, categories)).filter(
      (tile) => tile.count > 0 || tile.slug === shown?.slug,
    );
    return { view: "tiles" as const, absent, tiles };
  }
  if (landing === "activities") {
    return { view: "chips" as const, absent, landing, categories: categories.map(chip) };
  }
  if (category.catalogId === CATALOG.magazine) {
    const home = await homeData(services, lang, null);
    return {
      view: "home" as const,
      absent,
      banner: null,
      home: { ...home, sections: categories.map(({ id, slug, name }) => ({ id, slug, name })) },
    };
  }
  if (catalog?.parentCategoryId) {
    const parents = await services.records.parentCategoryChoices(lang);
    return {
      view: "filter" as const,
      absent,
      heading: parents.find((parent) => parent.id === catalog.parentCategoryId)?.name ?? "",
      filter: { name: catalog.name, options: categories.map(chip) },
    };
  }
  return {
    view: "chips" as const,
    absent,
    landing: null,
    heading: catalog?.name ?? "",
    catalogId: category.catalogId,
    categories: categories.map(chip),
  };
}

/** The catalogs whose categories a list's landing page shows as its menu. */
const LANDINGS: Partial<Record<number, LandingList>> = {
  [CATALOG.places]: "directory",
  [CATALOG.activities]: "activities",
};

function absence(shown: unknown, visible: boolean): PreviewAbsence {
  if (!shown) return "language";
  return visible ? null : "hidden";
}

export type RecordPreviewData = Awaited<ReturnType<typeof recordPreviewData>>;
