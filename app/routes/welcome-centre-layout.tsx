import { Outlet, useLocation } from "react-router";
import {
  WelcomeCentreFooter,
  WelcomeCentreHeader,
} from "../features/welcome-centre/WelcomeCentreChrome.tsx";
import { needMessages } from "../i18n/index.ts";
import { usePageViews } from "../lib/page-views.ts";
import { useFocusOnNavigate, useHashScroll } from "../lib/scroll.ts";

needMessages("contact");

/**
 * The Welcome Centre's own layout (spec §2 WCHome, WCPrivacyPolicy): a quiet header for invited
 * guests, and a footer with the phone lines for the USA/Canada and Mexico, the information
 * mailbox, the privacy notice and the copyright with the current year.
 */
export default function WelcomeCentreLayout() {
  const { pathname } = useLocation();
  usePageViews();
  useHashScroll();
  useFocusOnNavigate(pathname);
  return (
    <>
      <WelcomeCentreHeader />
      <main id="main" tabIndex={-1} key={pathname} className="page-fade outline-none">
        <Outlet />
      </main>
      <WelcomeCentreFooter />
    </>
  );
}
