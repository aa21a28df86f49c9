import { useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { bannerWidth } from "../../../core/banners.ts";
import { LocalLink } from "../../components/LocalLink.tsx";
import { Picture } from "../../components/Picture.tsx";
import { useT } from "../../i18n/index.ts";
import type { RootData } from "../../lib/root-data.ts";
import { isBannerClosed, rememberBannerClosed } from "./closed.ts";
import { BANNER_PICTURE } from "./SeasonalBanner.tsx";

type Banner = NonNullable<RootData["banner"]>;

/**
 * Spec §2 "Banners": the banner whose range holds today (chosen by the server) opens after
 * hydration in a modal with a close button and a link image to VisitVallarta. None: nothing.
 * Closing it, by button, Escape or following the link, keeps it closed for the visit.
 */
export function BannerModal() {
  const banner = useRouteLoaderData<RootData>("root")?.banner ?? null;
  const slug = banner?.slug ?? null;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (slug && !isBannerClosed(slug)) setShown(slug);
  }, [slug]);

  if (!banner || shown !== banner.slug) return null;
  return (
    <BannerDialog
      banner={banner}
      onClosed={() => {
        rememberBannerClosed(banner.slug);
        setShown(null);
      }}
    />
  );
}

function BannerDialog({ banner, onClosed }: { banner: Banner; onClosed: () => void }) {
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
          rememberBannerClosed(banner.slug);
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
    </dialog>
  );
}
