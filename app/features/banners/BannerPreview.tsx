import { useEffect, useState } from "react";
import { needMessages, useT } from "../../i18n/index.ts";
import { type Banner, BannerDialog } from "./BannerDialog.tsx";

needMessages("records");

/**
 * The back office's preview of a seasonal banner (decision 108): the site's modal, opened once
 * the page is drawn whatever the banner's dates and whether it was closed before (nothing is
 * remembered here), and opened again on demand after closing it.
 */
export function BannerPreview({ banner }: { banner: Banner }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    setDrawn(true);
    setOpen(true);
  }, []);
  if (open)
    return <BannerDialog banner={banner} onClosed={() => setOpen(false)} remember={false} />;
  if (!drawn) return null;
  return (
    <p className="mx-auto max-w-7xl px-4 py-4 text-center lg:px-6">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700"
      >
        {t("records.preview.reopenBanner")}
      </button>
    </p>
  );
}
