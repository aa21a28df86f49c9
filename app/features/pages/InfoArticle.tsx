import type { ReactNode } from "react";
import { Prose } from "../../components/Prose.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatDate } from "../../lib/format.ts";

needMessages("contact");

export type InfoPageData = { title: string; description: string; updated: string; html: string };

/** One of the site's own texts (about, privacy, terms…): title, date and the sanitised body. */
export function InfoArticle({
  page,
  showUpdated = false,
  lead,
  children,
}: {
  page: InfoPageData;
  showUpdated?: boolean;
  /** Shown between the title and the text (the Welcome Centre's visit facts). */
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">{page.title}</h1>
      {showUpdated ? (
        <p className="mt-3 text-sm text-ink-500">
          <time dateTime={page.updated}>
            {t("legal.updated", { date: formatDate(`${page.updated}T12:00:00Z`, lang) })}
          </time>
        </p>
      ) : null}
      {lead}
      <Prose html={page.html} className="mt-8" />
      {children}
    </article>
  );
}
