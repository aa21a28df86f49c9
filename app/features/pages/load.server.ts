import type { LoaderFunctionArgs } from "react-router";
import { type Services, servicesContext } from "../../lib/context.server.ts";
import { requestLang } from "../detail/load.server.ts";

/** The loader of one of the site's own texts (`pages`, by slug), in the request's language. */
export function infoPageLoader(slug: Parameters<Services["pages"]["get"]>[0]) {
  return async ({ request, context }: LoaderFunctionArgs) => ({
    page: await context.get(servicesContext).pages.get(slug, requestLang(request)),
  });
}
