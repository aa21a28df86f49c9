import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { packageBandShown } from "../../core/banners.ts";
import { Footer } from "../components/Footer.tsx";
import { Header } from "../components/Header.tsx";
import { SlowNavigation } from "../components/SlowNavigation.tsx";
import { PackageBand } from "../features/banners/PackageBand.tsx";
import { SeasonalBanner } from "../features/banners/SeasonalBanner.tsx";
import { useChatLoader } from "../features/chat/store.ts";
import { ContactWidget } from "../features/contact-widget/ContactWidget.tsx";
import { usePageViews } from "../lib/page-views.ts";
import type { RootData } from "../lib/root-data.ts";
import { useFocusOnNavigate, useHashScroll } from "../lib/scroll.ts";

/** The default layout of spec §2: header, page, footer, the contact widget and one banner. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  usePageViews();
  useHashScroll();
  useFocusOnNavigate(pathname);
  useChatLoader();
  // One promotional banner: the seasonal modal in its window, else the package band, except on
  // the pages that present the package themselves (decision 032).
  const seasonal = Boolean(useRouteLoaderData<RootData>("root")?.banner);
  const band = !seasonal && packageBandShown(pathname);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} key={pathname} className="page-fade outline-none">
        <Outlet />
      </main>
      {band ? <PackageBand /> : null}
      <Footer />
      <ContactWidget />
      <SeasonalBanner />
      <SlowNavigation />
    </>
  );
}
