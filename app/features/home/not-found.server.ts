import { data } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import type { Services } from "../../lib/context.server.ts";
import { siteData } from "../../lib/site.server.ts";
import { homeData } from "./data.server.ts";
import { homeMeta } from "./HomeView.tsx";

/**
 * Spec §2: Home answers any path no page claims, with status 404. Routes whose dynamic segments
 * can name nothing (the top level's `/{id}`, a place's `/{category}/…`) answer this when they
 * don't; the head uses the operator's name, origin and phone, never the visit's team number.
 */
export async function homeNotFound(services: Services, request: Request) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const site = siteData(services.site, undefined, await services.previewImage.path());
  const home = await homeData(services, lang, pathname);
  return data({ kind: "home" as const, home, meta: homeMeta(site, lang, home) }, { status: 404 });
}
