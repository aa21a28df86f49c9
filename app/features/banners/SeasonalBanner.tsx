import { type ComponentType, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { withChunkTimeout } from "../../lib/chunk-timeout.ts";
import type { RootData } from "../../lib/root-data.ts";

/**
 * Loads the banner modal only on days that have a banner: most days have none, and every page
 * would otherwise carry its code in the initial JavaScript.
 */
export function SeasonalBanner() {
  const hasBanner = Boolean(useRouteLoaderData<RootData>("root")?.banner);
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!hasBanner || Modal) return;
    withChunkTimeout(() => import("./BannerModal.tsx"))
      .then((module) => setModal(() => module.BannerModal))
      .catch((error: unknown) => console.warn("banner not loaded", error));
  }, [hasBanner, Modal]);
  return Modal && hasBanner ? <Modal /> : null;
}
