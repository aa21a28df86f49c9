import "./record-preview-page.css";
import { data } from "react-router";
import { CATALOG } from "../../../core/constants.ts";
import { langFromPath } from "../../../core/i18n.ts";
import { isRecordKind } from "../../../core/records.ts";
import { ChipLinks } from "../../components/ChipLinks.tsx";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { SubCatalogFilter } from "../../components/SubCatalogFilter.tsx";
import { AboutView } from "../../features/about/AboutView.tsx";
import { ProviderView } from "../../features/activities/ProviderView.tsx";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { ADMIN_HEADERS, adminMeta } from "../../features/admin/head.ts";
import { BannerPreview } from "../../features/banners/BannerPreview.tsx";
import { BoothsSection } from "../../features/contact/BoothsSection.tsx";
import { CategoryTiles } from "../../features/directory/CategoryTiles.tsx";
import { eventSearch } from "../../features/events/query.ts";
import { HomeView } from "../../features/home/HomeView.tsx";
import { ListLanding, SearchChips } from "../../features/list/ListLanding.tsx";
import { InfoArticle } from "../../features/pages/InfoArticle.tsx";
import {
  previewedRecord,
  type RecordPreviewData,
  recordPreviewData,
} from "../../features/records/preview.server.ts";
import { ResortView } from "../../features/resorts/ResortView.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { listSearch } from "../../lib/list-query.ts";
import { useHashScroll } from "../../lib/scroll.ts";
import type { Route } from "./+types/record-preview-page";

needMessages("records");
needMessages("editing");
needMessages("admin");
needMessages("directory");

/**
 * A site record as visitors will see it (decision 108): the visitor page, or the section of it
 * with the site's header and footer, that shows a record of its kind, with this record's waiting
 * draft (`?version=draft`) or its published version swapped in, drawn by the visitor pages' own
 * views. For editors only, noindex and `no-store` (so the page cache never keeps it), framed by
 * the preview screen (routes/admin/record-preview.tsx) at phone and desktop width.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "recordPreview");
  const { kind } = args.params;
  if (!isRecordKind(kind)) throw data(null, { status: 404 });
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const id = Number(args.params.id);
  const { version, document } = await previewedRecord(
    services,
    kind,
    id,
    url.searchParams.get("version"),
  );
  const shown = await recordPreviewData(services, lang, kind, id, document);
  return { kind, version, shown };
}

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.recordPreview");

export default function RecordPreviewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // Opened at the record's section (previewAnchor), clear of the sticky header as the site
  // scrolls to a hash (HASH_SCROLL's offset); without JavaScript, by the target's margin.
  useHashScroll();
  const { kind, version, shown } = loaderData;
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="record-preview outline-none">
        <div role="note" className="bg-sand-100 px-4 py-2 text-center text-sm">
          <p>
            {t(`records.preview.banner.${version}`)} {t(`records.preview.where.${kind}`)}
          </p>
          {shown.absent ? (
            <p className="font-semibold">{t(`records.preview.absent.${shown.absent}`)}</p>
          ) : null}
        </div>
        <PreviewedView shown={shown} />
      </main>
      <Footer />
    </>
  );
}

/** The visitor page's view for the record's kind, with the record swapped in. */
function PreviewedView({ shown }: { shown: RecordPreviewData }) {
  const t = useT();
  switch (shown.view) {
    case "page":
      return shown.page ? <InfoArticle page={shown.page} showUpdated /> : null;
    case "team":
      return <AboutView data={{ ...shown.about, team: shown.members }} />;
    case "zone":
      return <AboutView data={{ ...shown.about, zones: shown.zones }} />;
    case "booth":
      return (
        <div className="mx-auto max-w-7xl px-4 pb-10 lg:px-6">
          <BoothsSection booths={shown.booths} zones={shown.zones} />
        </div>
      );
    case "provider":
      return shown.provider ? <ProviderView data={shown.provider} /> : null;
    case "resort":
      return shown.resort ? <ResortView data={shown.resort} /> : null;
    case "home":
      return (
        <>
          {shown.banner ? <BannerPreview banner={shown.banner} /> : null}
          <HomeView data={shown.home} />
        </>
      );
    case "tiles":
      return (
        <ListLanding list="directory">
          <CategoryTiles categories={shown.tiles} />
        </ListLanding>
      );
    case "chips":
      if (shown.landing === "activities") {
        return (
          <ListLanding list="activities">
            <SearchChips
              by="category"
              title={t("activities.categories")}
              className="mt-10"
              options={shown.categories}
            />
          </ListLanding>
        );
      }
      return (
        <div className="mx-auto max-w-7xl px-4 pb-10 lg:px-6">
          <TitledSection id="preview-categories" title={shown.heading} className="mt-10">
            <ChipLinks
              links={shown.categories.map(({ slug, name }) => ({
                key: slug,
                to: categoryHref(shown.catalogId, slug),
                label: name,
              }))}
            />
          </TitledSection>
        </div>
      );
    case "filter":
      return (
        <div className="mx-auto max-w-7xl px-4 pb-10 lg:px-6">
          <TitledSection id="preview-filter" title={shown.heading} className="mt-10">
            {shown.filter ? (
              <div className="mt-4">
                <SubCatalogFilter
                  legend={shown.filter.name}
                  options={shown.filter.options}
                  chosen={[]}
                  onChange={() => {}}
                />
              </div>
            ) : null}
          </TitledSection>
        </div>
      );
  }
}

/** Where a category's chip leads on the site: its list filtered by it (events, benefits). */
function categoryHref(catalogId: number, slug: string): string {
  if (catalogId === CATALOG.events) return `/events${eventSearch({ category: slug })}`;
  return `/benefits${listSearch({ category: slug })}`;
}
