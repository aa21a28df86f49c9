import { data } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import { recordShownTexts } from "../../../core/records.ts";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { ADMIN_HEADERS } from "../../features/admin/head.ts";
import { InfoArticle } from "../../features/pages/InfoArticle.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/record-preview-page";

needMessages("records");
needMessages("editing");

type PageDocument = {
  updated: string;
  text: Record<"en" | "es", { title: string; description: string; body: string }>;
  spanishFallback: boolean;
};

/**
 * An informational page as visitors will see it (decision 108): with its waiting draft
 * (`?version=draft`) or as published, rendered as the site renders it (the same article view),
 * for editors only, noindex and `no-store` (so the page cache never keeps it), framed by the
 * preview screen (routes/admin/record-preview.tsx) at phone and desktop width.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "recordPreview");
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const id = Number(args.params.id);
  const record = Number.isSafeInteger(id) ? await services.records.one("page", id) : null;
  if (!record) throw data(null, { status: 404 });
  const version: "draft" | "live" =
    url.searchParams.get("version") === "draft" && record.draft ? "draft" : "live";
  const document = (
    version === "draft" ? record.document : await services.records.live("page", id)
  ) as PageDocument | null;
  // What the site shows in `lang`: Spanish may be the English text (spanishFallback).
  const texts = document
    ? (recordShownTexts("page", document.text, document.spanishFallback)[lang] as
        | PageDocument["text"]["en"]
        | null)
    : null;
  if (!document || !texts) return { version, lang, title: record.title, page: null };
  const page = services.pages.render({ ...texts, updated: document.updated });
  return { version, lang, title: page.title, page };
}

export function headers() {
  return ADMIN_HEADERS;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function RecordPreviewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { version, lang, page } = loaderData;
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <p role="note" className="bg-sand-100 px-4 py-2 text-center text-sm">
          {t(`records.preview.banner.${version}`)}
        </p>
        {page ? (
          <InfoArticle page={page} showUpdated />
        ) : (
          <p className="mx-auto max-w-2xl px-4 py-20 text-center">
            {t("editing.preview.noLanguage", { lang: t(`editing.lang.${lang}`) })}
          </p>
        )}
      </main>
      <Footer />
    </>
  );
}
