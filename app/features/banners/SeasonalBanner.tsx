import { type ComponentType, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { BANNER_MODAL } from "../../../core/constants.ts";
import { imageUrl } from "../../../core/image-variants.ts";
import { srcSetOf } from "../../components/Picture.tsx";
import { withChunkTimeout } from "../../lib/chunk-timeout.ts";
import type { RootData } from "../../lib/root-data.ts";

/** The banner's picture: intrinsic size (the wide modal's width, 4:3) and the widths it is drawn at. */
export const BANNER_PICTURE = { width: BANNER_MODAL.wideWidth, height: 375 } as const;
const BANNER_SIZES = `(min-width: ${BANNER_MODAL.breakpoint}px) ${BANNER_MODAL.wideWidth}px, ${BANNER_MODAL.narrowWidth}px`;

/**
 * Loads the banner modal only on days that have a banner: most days have none, and every page
 * would otherwise carry its code in the initial JavaScript. Its picture is named in the page's
 * head (a preload link, which React puts there), so it downloads while the page hydrates rather
 * than after the modal's code: the open modal is the largest thing on the screen, and its
 * picture used to wait about two seconds on a slow connection (decision 067).
 */
export function SeasonalBanner() {
  const banner = useRouteLoaderData<RootData>("root")?.banner;
  const hasBanner = Boolean(banner);
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!hasBanner || Modal) return;
    withChunkTimeout(() => import("./BannerModal.tsx"))
      .then((module) => setModal(() => module.BannerModal))
      .catch((error: unknown) => console.warn("banner not loaded", error));
  }, [hasBanner, Modal]);
  const picture = banner?.pictureUrl;
  return (
    <>
      {picture ? (
        <link
          rel="preload"
          as="image"
          href={imageUrl(picture, BANNER_PICTURE.width, BANNER_PICTURE.height)}
          imageSrcSet={srcSetOf(picture, BANNER_PICTURE)}
          imageSizes={BANNER_SIZES}
        />
      ) : null}
      {Modal && hasBanner ? <Modal /> : null}
    </>
  );
}
