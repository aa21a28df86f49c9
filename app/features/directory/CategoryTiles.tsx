import { CardLink } from "../../components/CardLink.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { listSearch } from "../../lib/list-query.ts";

needMessages("directory");

/** The directory's categories as picture tiles, each with its count, leading to its search. */
export function CategoryTiles({
  categories,
}: {
  categories: { slug: string; name: string; count: number; picture: string | null }[];
}) {
  const t = useT();
  return (
    <TitledSection id="directory-categories" title={t("directory.categories")} className="mt-12">
      <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
        {categories.map((category, i) => (
          <li
            key={category.slug}
            className="group relative overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]"
          >
            <Picture
              src={category.picture}
              format={PICTURE_FORMAT.categoryTile}
              // The first row is above the fold on phones: fetch it first.
              priority={i < 2}
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="p-3">
              <h3 className="font-display text-lg text-ink-900">
                <CardLink to={`/directory/search${listSearch({ category: category.slug })}`}>
                  {category.name}
                </CardLink>
              </h3>
              <p className="text-sm text-ink-500">
                {t("directory.categoryCount", { count: category.count })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
