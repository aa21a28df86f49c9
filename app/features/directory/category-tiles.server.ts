import type { Category } from "../../../core/contract/dependant-fields.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Services } from "../../lib/context.server.ts";

/**
 * The directory's category tiles (CategoryTiles): each category with its count of places and
 * the picture of its first place. The directory shows those with places; the back office's
 * preview of a category (decision 108) shows its own tile even without.
 */
export async function categoryTiles(services: Services, lang: Lang, categories: Category[]) {
  const { places } = services;
  const counts = await places.categoryCounts();
  const covers = await Promise.all(
    categories.map(async (category) => {
      const { items } = await places.search(lang, {
        categoryIDs: [category.id],
        page: 1,
        pageSize: 1,
      });
      return items[0]?.pictureUrl ?? null;
    }),
  );
  return categories.map((category, i) => ({
    slug: category.slug,
    name: category.name,
    count: counts.get(category.id) ?? 0,
    picture: covers[i] ?? null,
  }));
}
