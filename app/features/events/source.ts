import { CATALOG } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import { call } from "../../lib/api.ts";
import { sharedCategories, sharedZones } from "../../lib/fields.ts";
import type { EventSource } from "./list.ts";

/**
 * The events view's data in the browser: `POST /api/events/search`, keyed by its URL so a new
 * search aborts the one in flight (spec §4), and tied to the navigation's own signal.
 */
export function browserEventSource(lang: Lang, signal: AbortSignal): EventSource {
  return {
    categories: () => sharedCategories(CATALOG.events, lang),
    zones: () => sharedZones(lang),
    async search(body) {
      const { data, headers } = await call("POST /events/search", {
        body,
        lang,
        signal,
        cancellable: true,
      });
      return {
        items: data,
        total: Number(headers.get("x-total-count") ?? data.length),
        capped: headers.get("x-total-count-capped") === "true",
      };
    },
  };
}
