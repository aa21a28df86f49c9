import type { Article } from "../../../core/contract/article.ts";
import { shortDescription } from "../../../core/text.ts";
import type { ItemRow } from "./search.ts";

/** The public shape of spec §3 Article, chosen field by field; never a raw row. */
export function presentArticle(row: ItemRow): Article {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription ?? shortDescription(row.plainText),
    friendlyUrl: row.friendlyUrl,
    pictureUrl: row.pictureUrl,
    categories: row.categories,
    providerID: row.providerId,
    startDate: row.startDate?.toISOString() ?? null,
    zoneID: row.zoneId,
    zone: row.zoneName,
    weight: row.weight,
    dateSaved: row.dateSaved.toISOString(),
    catalogID: row.catalogId,
    sysItemTypeID: row.sysItemTypeId,
  };
}
