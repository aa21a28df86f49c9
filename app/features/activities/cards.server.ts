import type { Lang } from "../../../core/i18n.ts";
import { activityPath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import { translator } from "../../i18n/index.ts";
import type { ActivityRecord } from "../../lib/context.server.ts";
import { formatPesos } from "../../lib/format.ts";

/** An activity as a card, with where it happens and its price per person. */
export function activityCard(
  { article, price }: ActivityRecord,
  zoneSlugs: ReadonlyMap<number, string>,
  lang: Lang,
  product: string,
): CardData {
  const t = translator(lang, product);
  return {
    id: article.id,
    savable: true,
    href: activityPath(
      article.zoneID === null ? undefined : zoneSlugs.get(article.zoneID),
      article.friendlyUrl,
    ),
    title: article.title,
    pictureUrl: article.pictureUrl,
    kicker: article.categories[0]?.name ?? null,
    summary: article.shortDescription,
    meta: [
      ...(article.zone ? [article.zone] : []),
      ...(price ? [t("activity.price", { price: formatPesos(price, lang) })] : []),
    ],
  };
}
