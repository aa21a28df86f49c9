import "./editing.css";
import { Link } from "react-router";
import { adminMeta } from "../../features/admin/head.ts";
import { previewScreenLoader } from "../../features/editing/load.server.ts";
import { PreviewFrames } from "../../features/editing/PreviewFrames.tsx";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/content-preview";

needMessages("editing");
needMessages("admin");

/**
 * The preview of an item's page before it is published (issue 15), `/admin/content/:id/preview`:
 * the visitor's page framed at a phone's width and a desktop's, side by side. The framed page is
 * a staff-only route (routes/admin/preview-page.tsx): never indexed, never cached.
 */
export const loader = (args: Route.LoaderArgs) => previewScreenLoader(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.contentPreview");

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const { item, framed } = loaderData;
  return (
    <>
      <h1>{t("editing.preview.title", { title: item.text.en.title })}</h1>
      <p>{t("editing.preview.intro")}</p>
      <p>
        <Link to={localize(`/admin/content/${item.id}`)}>{t("editing.preview.back")}</Link>
      </p>
      <PreviewFrames src={framed} />
    </>
  );
}
