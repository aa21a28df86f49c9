import { PICTURE_FORMAT, Picture } from "../components/Picture.tsx";
import { Prose } from "../components/Prose.tsx";
import { requestLang } from "../features/detail/load.server.ts";
import { HolistikaFooter, HolistikaHeader } from "../features/holistika/HolistikaChrome.tsx";
import { leadAction } from "../features/leads/action.server.ts";
import { LeadForm } from "../features/leads/LeadForm.tsx";
import { infoPageMeta } from "../features/pages/head.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { usePageViews } from "../lib/page-views.ts";
import type { Route } from "./+types/holistika";

needMessages("contact");

/** The magazine's temazcal story lends the page its illustration. */
const HERO_ARTICLE = "temazcal-sweat-lodge";

/**
 * formHolistika (spec §2): the wellness-retreat page, with its own header and footer, whose
 * enquiry form creates a lead for the team (type `holistika`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = requestLang(request);
  const [page, hero] = await Promise.all([
    services.pages.get("holistika", lang),
    services.magazine.findArticle(lang, HERO_ARTICLE),
  ]);
  return { page, picture: hero?.pictureUrl ?? null, pictureAlt: hero?.title };
}

/** The form posted without JavaScript (issue 9, decision 024). */
export function action(args: Route.ActionArgs) {
  return leadAction(args, "holistika");
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return infoPageMeta(args, "/Holistika", {
    image: loaderData?.picture,
    imageAlt: loaderData?.pictureAlt,
  });
}

export default function HolistikaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  usePageViews();
  const { page, picture } = loaderData;
  return (
    <div className="min-h-dvh bg-[#f4efe6]">
      <HolistikaHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-5xl px-4 pt-10 lg:px-6">
          <Picture
            src={picture}
            format={PICTURE_FORMAT.banner}
            priority
            className="aspect-[2/1] w-full rounded-[var(--radius-card)] object-cover"
          />
        </div>
        <article className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
          <h1 className="font-display text-4xl leading-tight text-[#2f3824] sm:text-5xl">
            {page.title}
          </h1>
          <Prose html={page.html} className="mt-8" />
          <div className="mt-12">
            <LeadForm
              type="holistika"
              retreat
              heading={t("holistika.formHeading")}
              intro={t("holistika.formIntro")}
            />
          </div>
        </article>
      </main>
      <HolistikaFooter />
    </div>
  );
}
