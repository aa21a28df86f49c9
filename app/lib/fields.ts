import type { Category, Zone } from "../../core/contract/dependant-fields.ts";
import type { Lang } from "../../core/i18n.ts";
import { call } from "./api.ts";

const zones = new Map<string, Promise<Zone[]>>();
const categories = new Map<string, Promise<Category[]>>();

/** Keeps a successful answer for the life of the page; a failed one is asked again next time. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Spec §3: the zone list is fetched once and shared by every view in the browser. */
export function sharedZones(lang: Lang): Promise<Zone[]> {
  return once(zones, lang, async () => {
    return (await call("GET /dependantFields/zones", { query: { lang } })).data;
  });
}

/** A catalog's categories (spec §7 `GET /dependantFields/categories/{catalogID}`), once. */
export function sharedCategories(catalogId: number, lang: Lang): Promise<Category[]> {
  return once(categories, `${catalogId}:${lang}`, async () => {
    const params = { catalogID: catalogId };
    return (await call("GET /dependantFields/categories/:catalogID", { params, query: { lang } }))
      .data;
  });
}
