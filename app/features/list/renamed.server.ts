import { redirect } from "react-router";
import type { Services } from "../../lib/context.server.ts";

/**
 * A list's address whose `param` names a renamed category of `catalogId` (decision 109: the
 * `?category=` of the directory's, activities', benefits' and events' lists, the directory's
 * `?sub=`) answers 301 to the same address with the category's slug now, every other parameter
 * kept as it was. A value naming a live category, or none ever, is the list's.
 */
export async function redirectRenamedCategories(
  services: Services,
  url: URL,
  param: "category" | "sub",
  catalogId: number,
  live: readonly { slug: string }[],
): Promise<void> {
  const known = new Set(live.map((category) => category.slug));
  const renamed = new Map<string, string>();
  for (const value of new Set(url.searchParams.getAll(param))) {
    if (known.has(value)) continue;
    const moved = await services.records.categoryMovedTo(catalogId, value);
    if (moved) renamed.set(value, moved);
  }
  if (renamed.size === 0) return;
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    // A client navigation's data request names its routes: not part of the page's address.
    if (key === "_routes") continue;
    params.append(key, key === param ? (renamed.get(value) ?? value) : value);
  }
  throw redirect(`${url.pathname.replace(/\.data$/, "")}?${params}`, 301);
}
