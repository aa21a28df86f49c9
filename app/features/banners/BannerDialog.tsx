import { useEffect, useId, useRef, useState } from "react";
import { bannerWidth } from "../../../core/banners.ts";
import { PROMOTION } from "../../../core/constants.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { Picture } from "../../components/Picture.tsx";
import { useT } from "../../i18n/index.ts";
import type { RootData } from "../../lib/root-data.ts";
import { rememberBannerClosed } from "./closed.ts";
import { PackageConditions } from "./PackageConditions.tsx";
import { BANNER_PICTURE } from "./SeasonalBanner.tsx";

export type Banner = NonNullable<RootData["banner"]>;

/**
 * The open banner: shown as a modal once drawn. The site's modal above, and the back office's
 * preview of a banner (decision 108), which opens it whatever its dates and the visitor's
 * closing.
 */
export function BannerDialog({
  banner,
  onClosed,
  remember = true,
}: {
  banner: Banner;
  onClosed: () => void;
  /** Following the link keeps the banner closed for the visit (not in the preview). */
  remember?: boolean;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [width, setWidth] = useState(() => bannerWidth(window.innerWidth));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const onResize = () => setWidth(bannerWidth(window.innerWidth));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      style={{ width: `${width}px` }}
      className="m-auto max-w-[calc(100vw-2rem)] overflow-hidden rounded-[var(--radius-card)] bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ocean-950/60"
    >
      <LocalLink
        to={banner.linkPath}
        onClick={() => {
          if (remember) rememberBannerClosed(banner.slug);
          dialog.current?.close();
        }}
        className="block"
      >
        <Picture
          src={banner.pictureUrl}
          alt={banner.alt}
          format={{ ...BANNER_PICTURE, sizes: `${width}px` }}
          priority
          className="block h-auto w-full"
        />
      </LocalLink>
      <div className="flex items-start gap-3 p-4">
        <h2 id={titleId} className="flex-1 font-display text-xl leading-snug text-ocean-900">
          {banner.title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700"
        >
          {t("banner.close")}
        </button>
      </div>
      {/* A banner that names the package's price names its conditions beside it (decision 137). */}
      {banner.title.includes(String(PROMOTION.priceUsd)) ? (
        <PackageConditions className="-mt-1 px-4 pb-4 text-ink-700" />
      ) : null}
    </dialog>
  );
}
