import { data } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import { ActivityView } from "../../features/activities/ActivityView.tsx";
import { activityData } from "../../features/activities/activity.server.ts";
import { staffMember } from "../../features/admin/guard.server.ts";
import { ADMIN_HEADERS } from "../../features/admin/head.ts";
import { PartnerView, partnerData } from "../../features/benefits/PartnerView.tsx";
import { PlaceView } from "../../features/directory/PlaceView.tsx";
import { placeData } from "../../features/directory/place.server.ts";
import { EventView } from "../../features/events/EventView.tsx";
import { eventData } from "../../features/events/event.server.ts";
import { ArticleView } from "../../features/magazine/ArticleView.tsx";
import { articleData } from "../../features/magazine/article.server.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/preview-page";

needMessages("editing");

/**
 * An item's visitor page as it will look, published or not (issue 15): for editors only,
 * noindex and `no-store`, framed by the preview screen at phone and desktop width. The same
 * loaders and views as the public pages, reading the item by id instead of by slug.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffMember(args, ["editor"]);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const item = await services.editing.one(Number(args.params.id));
  if (!item) throw data(null, { status: 404 });
  const readers = {
    place: services.places,
    activity: services.activities,
    article: services.magazine,
    event: services.events,
    benefit: services.benefits,
  } as const;
  const hasText = await readers[item.kind].draft(lang, item.id);
  const status = item.status;
  if (!hasText) return { view: "none" as const, status, lang };
  switch (item.kind) {
    case "place": {
      const place = await placeData(services, lang, item.slug, item.path, item.id);
      return { view: "place" as const, status, lang, place };
    }
    case "article": {
      const article = await articleData(services, lang, item.slug, item.id);
      return { view: "article" as const, status, lang, article };
    }
    case "event": {
      const event = await eventData(services, lang, item.slug, item.id);
      return { view: "event" as const, status, lang, event };
    }
    case "benefit": {
      // A benefit is shown on its partner's page: that page, with this benefit first.
      const partner = await partnerData(services, lang, item.path.slice(1), undefined, item.id);
      if (!partner) return { view: "none" as const, status, lang };
      return { view: "partner" as const, status, lang, partner };
    }
    default: {
      const activity = await activityData(
        services,
        lang,
        { location: "", item: item.slug },
        item.id,
      );
      return { view: "activity" as const, status, lang, activity };
    }
  }
}

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const status = t(`editing.status.${loaderData.status}`);
  return (
    <>
      <p role="note" className="bg-sand-100 px-4 py-2 text-center text-sm">
        {t("editing.preview.banner", { status })}
      </p>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {loaderData.view === "place" ? <PlaceView data={loaderData.place} /> : null}
        {loaderData.view === "activity" ? <ActivityView data={loaderData.activity} /> : null}
        {loaderData.view === "article" ? <ArticleView data={loaderData.article} /> : null}
        {loaderData.view === "event" ? <EventView data={loaderData.event} /> : null}
        {loaderData.view === "partner" ? <PartnerView data={loaderData.partner} /> : null}
        {loaderData.view === "none" ? (
          <p className="mx-auto max-w-2xl px-4 py-20 text-center">
            {t("editing.preview.noLanguage", {
              lang: t(`editing.preview.langInText.${loaderData.lang}`),
            })}
          </p>
        ) : null}
      </main>
      <Footer />
    </>
  );
}
