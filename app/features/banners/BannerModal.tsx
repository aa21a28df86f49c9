import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/root-data.ts";
import { BannerDialog } from "./BannerDialog.tsx";
import { isBannerClosed, rememberBannerClosed } from "./closed.ts";

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
