import { useRouteLoaderData } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { LanguageSwitch } from "../components/LanguageSwitch.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { LogoMark } from "../components/Logo.tsx";
import { Picture } from "../components/Picture.tsx";
import { Prose } from "../components/Prose.tsx";
import { leadAction } from "../features/leads/action.server.ts";
import { LeadForm } from "../features/leads/LeadForm.tsx";
import { needMessages, useSiteName, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { telHref } from "../lib/format.ts";
import { usePageViews } from "../lib/page-views.ts";
import type { RootData } from "../lib/root-data.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
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
  const lang = langFromPath(new URL(request.url).pathname);
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

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    lang: langFromPath(location.pathname),
    path: "/Holistika",
    title: loaderData?.page.title,
    description: loaderData?.page.description ?? "",
    image: loaderData?.picture,
    imageAlt: loaderData?.pictureAlt,
  });
}

export default function HolistikaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const product = useSiteName();
  const site = useRouteLoaderData<RootData>("root")?.site;
  usePageViews();
  const { page, picture } = loaderData;
  return (
    <div className="min-h-dvh bg-[#f4efe6]">
      <header className="border-b border-[#d9cdb8] bg-[#f4efe6]">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {t("skip.toContent")}
        </a>
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4 lg:px-6">
          <LocalLink to="/Holistika" className="text-[#3f4a2f]">
            <span className="block font-display text-3xl tracking-wide">
              {t("holistika.brand")}
            </span>
            <span className="block text-xs font-semibold uppercase tracking-[0.25em]">
              {t("holistika.tagline")}
            </span>
          </LocalLink>
          <LanguageSwitch className="ml-auto rounded-full border border-[#bfae8f] px-3 py-2 text-sm font-semibold text-[#3f4a2f] hover:bg-white/60" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-5xl px-4 pt-10 lg:px-6">
          <Picture
            src={picture}
            alt=""
            width={1200}
            height={600}
            sizes="(min-width: 1024px) 976px, 100vw"
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
      <footer className="border-t border-[#d9cdb8] bg-[#3f4a2f] text-[#f4efe6]">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center lg:px-6">
          <p className="flex items-center gap-2">
            <LogoMark className="h-7 w-7" light />
            {t("holistika.footer")}
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2 sm:ml-auto">
            {site ? (
              <a href={telHref(site.phone)} className="inline-flex min-h-11 items-center underline">
                {site.phone}
              </a>
            ) : null}
            <LocalLink to="/privacyPolicy" className="inline-flex min-h-11 items-center underline">
              {t("footer.privacy")}
            </LocalLink>
            <LocalLink to="/" className="inline-flex min-h-11 items-center underline">
              {product}
            </LocalLink>
          </div>
        </div>
      </footer>
    </div>
  );
}
