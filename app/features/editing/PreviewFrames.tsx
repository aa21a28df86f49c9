import { needMessages, useT } from "../../i18n/index.ts";

needMessages("editing");

/**
 * A visitor page framed at a phone's width and a desktop's, side by side: the preview screens of
 * items (issue 15) and of informational pages (decision 108). `src` is a staff-only framed route.
 */
export function PreviewFrames({ src }: { src: string }) {
  const t = useT();
  return (
    <div className="editing-frames">
      <iframe
        className="editing-frame-phone"
        title={t("editing.preview.phone")}
        src={src}
        width={375}
      />
      <iframe
        className="editing-frame-desktop"
        title={t("editing.preview.desktop")}
        src={src}
        width={1280}
      />
    </div>
  );
}
