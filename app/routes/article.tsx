import { data } from "react-router";
import { langFromPath } from "../../core/i18n.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CardSection } from "../components/CardSection.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { Picture } from "../components/Picture.tsx";
import { Prose } from "../components/Prose.tsx";
import { articleCard } from "../features/magazine/cards.ts";
import { magazineSearch } from "../features/magazine/query.ts";
import { needMessages, translator, useLang, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { formatDate } from "../lib/format.ts";
import { absoluteImage, pageMeta, publisher, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/article";

needMessages("magazine");

/** ArticlePage (spec §2): `/magazine/{article}` by friendlyUrl; unknown articles are a real 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { magazine } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const article = await magazine.findArticle(lang, params.article);
  if (!article) throw data(null, { status: 404 });
  const related = await magazine.related(lang, article);
  return { article, related: related.map(articleCard) };
}

export function meta({ matches, location, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  const path = `/magazine/${params.article}`;
  if (!loaderData) {
    return pageMeta({
      site,
      lang,
      path,
      title: t("articleNotFound.title"),
      description: t("articleNotFound.text"),
      noindex: true,
    });
  }
  const { article } = loaderData;
  const url = `${site.origin}${location.pathname}`;
  return pageMeta({
    site,
    lang,
    path,
    title: article.title,
    description: article.shortDescription,
    image: article.pictureUrl,
    type: "article",
    jsonLd: [
      {
        "@type": "Article",
        headline: article.title,
        description: article.shortDescription,
        image: article.pictureUrl ? [absoluteImage(site.origin, article.pictureUrl)] : undefined,
        datePublished: article.dateSaved,
        dateModified: article.dateSaved,
        inLanguage: lang,
        articleSection: article.categories[0]?.name,
        mainEntityOfPage: url,
        author: { "@type": "Organization", name: site.name, url: `${site.origin}/` },
        publisher: publisher(site),
        contentLocation: article.zone
          ? { "@type": "Place", name: `${article.zone}, Puerto Vallarta` }
          : undefined,
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: t("magazine.title"),
            item: `${site.origin}${lang === "es" ? "/es" : ""}/magazine`,
          },
          { "@type": "ListItem", position: 2, name: article.title, item: url },
        ],
      },
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { article, related } = loaderData;
  const section = article.categories[0];
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-10 lg:px-0">
        <Breadcrumb
          steps={[
            { to: "/magazine", label: t("magazine.title") },
            ...(section
              ? [
                  {
                    to: `/magazine${magazineSearch({ section: section.slug })}`,
                    label: section.name,
                  },
                ]
              : []),
          ]}
        />
        <h1 className="mt-4 font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-ink-500">
          {t("article.published")}{" "}
          <time dateTime={article.dateSaved}>{formatDate(article.dateSaved, lang)}</time>
          {article.zone ? (
            <>
              {" · "}
              {t("article.zone")}: {article.zone}
            </>
          ) : null}
        </p>
      </header>
      <div className="mx-auto mt-8 max-w-5xl px-4 lg:px-6">
        <Picture
          src={article.pictureUrl}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 1024px) 976px, 100vw"
          priority
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] object-cover"
        />
      </div>
      <Prose html={article.description} className="mx-auto mt-10 max-w-3xl px-4 lg:px-0" />
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <CardSection title={t("article.related")} cards={related} className="mt-16" />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="articleNotFound.title"
      text="articleNotFound.text"
      backTo="/magazine"
      backLabel="article.backToMagazine"
    />
  );
}
