import { pagePath } from "../../../core/pages.ts";
import { Breadcrumb } from "../../components/Breadcrumb.tsx";
import { CardSection } from "../../components/CardSection.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { Prose } from "../../components/Prose.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";
import { absoluteImage, publisher } from "../../lib/seo.ts";
import { detailShape } from "../detail/DetailPage.tsx";
import { breadcrumbList, crumbSteps, parentCrumbs } from "../detail/head.ts";
import type { ArticleData } from "./article.server.ts";
import { magazineSearch } from "./query.ts";

needMessages("magazine");

/** The article page's shape: its words when the article doesn't exist, and its head. */
export const ARTICLE_PAGE = detailShape<ArticleData>({
  notFound: {
    title: "articleNotFound.title",
    text: "articleNotFound.text",
    backTo: pagePath("magazine"),
    backLabel: "article.backToMagazine",
  },
  head: ({ article }, context) => {
    const path = `/magazine/${context.params.article}`;
    const { site, lang, t } = context;
    return {
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
          mainEntityOfPage: context.url(path),
          author: { "@type": "Organization", name: site.name, url: `${site.origin}/` },
          publisher: publisher(site),
          contentLocation: article.zone
            ? { "@type": "Place", name: `${article.zone}, Puerto Vallarta` }
            : undefined,
        },
        breadcrumbList(context, [...parentCrumbs("article", t), { name: article.title, path }]),
      ],
    };
  },
});

export function ArticleView({ data }: { data: ArticleData }) {
  const t = useT();
  const lang = useLang();
  const { article, related } = data;
  const section = article.categories[0];
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-10 lg:px-0">
        <Breadcrumb
          steps={[
            ...crumbSteps(parentCrumbs("article", t)),
            ...(section
              ? [
                  {
                    to: `${pagePath("magazine")}${magazineSearch({ section: section.slug })}`,
                    label: section.name,
                  },
                ]
              : []),
          ]}
        />
        <div className="mt-4 flex items-start justify-between gap-4">
          <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
            {article.title}
          </h1>
          <SaveHeart itemId={article.id} title={article.title} />
        </div>
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
          alt={article.pictureAlt ?? ""}
          format={PICTURE_FORMAT.article}
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
