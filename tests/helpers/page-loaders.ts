import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { Services } from "../../app/lib/context.server.ts";
import { loader as topLevelLoader } from "../../app/routes/top-level.tsx";
import type { Lang } from "../../core/i18n.ts";
import { servicesContext } from "../../server/pages/context.ts";

/**
 * What a page's loader answers: "page", or the status it throws (a redirect's with its
 * Location; a `data(null, { status })` refusal's with none).
 */
export async function loaderAnswer(
  load: () => Promise<unknown>,
): Promise<"page" | { status: number; location: string | null }> {
  try {
    await load();
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return { status: (thrown as { init: { status: number } }).init.status, location: null };
    }
    throw thrown;
  }
}

/** A page route's loader run at `url` as the server runs it: its services in the context. */
export function runLoader<T>(
  services: Services,
  loader: (args: never) => Promise<T>,
  url: string,
  params: Record<string, string> = {},
): Promise<T> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return loader({ request: new Request(`http://localhost${url}`), params, context } as never);
}

/** Every page the sitemap lists, as paths: the index's files, each read. */
export async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await app.inject({ method: "GET", url })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
  const paths: string[] = [];
  for (const file of await locs("/sitemap.xml")) paths.push(...(await locs(file)));
  return paths;
}

/** What a partner's page (`/{slug}`, the top-level route) answers: "page", a redirect, or a status. */
export const partnerPageAnswer = (services: Services, lang: Lang, slug: string) =>
  loaderAnswer(async () => {
    const prefix = lang === "es" ? "/es" : "";
    const loaded = await runLoader(services, topLevelLoader, `${prefix}/${slug}`, { id: slug });
    // Any other single-segment path is the home page answering 404.
    if (!("kind" in loaded) || loaded.kind !== "provider") {
      throw new Response(null, { status: 404 });
    }
  });
