import "./editing.css";
import { Link } from "react-router";
import { adminMeta } from "../../features/admin/head.ts";
import { PreviewFrames } from "../../features/editing/PreviewFrames.tsx";
import { recordPreviewLoader } from "../../features/records/load.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/record-preview";

needMessages("records");
needMessages("editing");
needMessages("admin");

/**
 * A site record's preview (decision 108), `/admin/records/:kind/:id/preview`: the visitor page
 * that shows the record, with its draft (`?version=draft`) or as published, framed at a phone's
 * width and a desktop's, side by side, as the items' preview screen does. The framed page is a
 * staff-only route (routes/admin/record-preview-page.tsx): never indexed, never cached.
 */
export const loader = (args: Route.LoaderArgs) => recordPreviewLoader(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.recordPreview");

export default function RecordPreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const { kind, record, version, framed } = loaderData;
  return (
    <>
      <h1>{t("records.preview.title", { title: record.title })}</h1>
      <p>
        {t(`records.preview.intro.${version}`)} {t(`records.preview.where.${kind}`)}
      </p>
      <p>
        <Link to={localize(`/admin/records/${kind}/${record.id}`)}>
          {t("editing.preview.back")}
        </Link>
      </p>
      <PreviewFrames src={framed} />
    </>
  );
}
