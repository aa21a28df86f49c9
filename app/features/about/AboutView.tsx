import type { TeamMember } from "../../../core/contract/contact.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import type { Lang } from "../../../core/i18n.ts";
import { Prose } from "../../components/Prose.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Services } from "../../lib/context.server.ts";
import { pageMeta, type SiteMeta } from "../../lib/seo.ts";
import { ZonesMap } from "../maps/ZonesMap.tsx";
import type { InfoPageData } from "../pages/InfoArticle.tsx";
import { TeamSection } from "../team/TeamSection.tsx";

needMessages("about");

/** AboutSenses (spec §2, `/about{product}`): who we are, the zones map and the team. */
export async function aboutData(services: Services, lang: Lang) {
  const [page, zones, team] = await Promise.all([
    services.pages.get("about", lang),
    services.dependantFields.zones(lang),
    // Spec §8: team-load errors are only logged; the page goes on without the section.
    services.team.members(lang).catch((error: unknown): TeamMember[] => {
      console.warn("team not loaded", error);
      return [];
    }),
  ]);
  return { page, zones, team };
}

export type AboutData = Awaited<ReturnType<typeof aboutData>>;

export function aboutMeta(site: SiteMeta, lang: Lang, path: string, data: AboutData) {
  return pageMeta({
    site,
    lang,
    path,
    title: data.page.title,
    description: data.page.description,
    image: data.team[0]?.urlPhoto,
    imageAlt: data.team[0]?.nickname,
    jsonLd: [
      {
        "@type": "AboutPage",
        name: data.page.title,
        description: data.page.description,
        about: { "@type": "TravelAgency", name: site.name, url: `${site.origin}/` },
      },
    ],
  });
}

export function AboutView({
  data,
}: {
  data: { page: InfoPageData; zones: Zone[]; team: TeamMember[] };
}) {
  const t = useT();
  const { page, zones, team } = data;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-10 lg:px-6">
        <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
          {page.title}
        </h1>
        <Prose html={page.html} className="mt-8" />
      </article>
      <section aria-labelledby="about-zones" className="mx-auto max-w-7xl px-4 pt-14 lg:px-6">
        <h2 id="about-zones" className="font-display text-3xl text-ink-900">
          {t("about.zonesHeading")}
        </h2>
        <p className="mt-2 max-w-prose text-ink-700">{t("about.zonesIntro")}</p>
        <div className="mt-6">
          <ZonesMap zones={zones} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-14 lg:px-6">
        <TeamSection members={team} />
      </div>
    </>
  );
}
