import type { Article, Event } from "../../../core/contract/article.ts";
import type { Place } from "../../../core/contract/place.ts";
import { placeFacetValues } from "../../../core/place-facets.ts";
import { shortDescription } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import type { NamedItemRow } from "./categories.ts";
import { contactsOf } from "./contacts.ts";
import { picturesOf } from "./search.ts";

/** The public shape of spec §3 Article, chosen field by field; never a raw row. */
export function presentArticle(row: NamedItemRow): Article {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription ?? shortDescription(row.plainText),
    friendlyUrl: row.friendlyUrl,
    pictureUrl: row.pictureUrl,
    pictureAlt: row.pictureAlt,
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

/** Spec §3 Event: the article shape with its end date and all its zones. */
export function presentEvent(row: NamedItemRow): Event {
  return {
    ...presentArticle(row),
    endDate: row.endDate?.toISOString() ?? null,
    zoneIDs: row.zoneIds,
    recurrence: row.recurrence ?? { type: "none" },
  };
}

/** Spec §3: activity descriptions are stripped of HTML entities and markup. */
export function presentActivity(row: NamedItemRow): Article {
  return { ...presentArticle(row), description: row.plainText };
}

/** Spec §3 Place, with its pictures loaded for the whole page of results at once. */
export function placePresenter(db: Db) {
  return async (rows: NamedItemRow[]): Promise<Place[]> => {
    const ids = rows.map((row) => row.id);
    const [pictures, contacts] = await Promise.all([picturesOf(db, ids), contactsOf(db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      name: row.title,
      friendlyUrl: row.friendlyUrl,
      description: row.description,
      shortdescription: row.shortDescription ?? shortDescription(row.plainText),
      pictureUrl: row.pictureUrl,
      pictureAlt: row.pictureAlt,
      pictures: pictures.get(row.id) ?? [],
      zone: row.zoneName,
      zoneID: row.zoneId,
      latitude: row.latitude,
      longitude: row.longitude,
      address: row.address,
      price: row.price,
      stars: row.stars,
      categories: row.categories,
      catalogID: row.catalogId,
      sysItemTypeID: row.sysItemTypeId,
      isResortOption: row.isResortOption,
      phone: contacts.get(row.id)?.phone ?? null,
      website: contacts.get(row.id)?.website ?? null,
      openingHours: contacts.get(row.id)?.openingHours ?? null,
      ...placeFacetValues(row.facets),
    }));
  };
}
