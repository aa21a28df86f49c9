-- The order and title indexes of the search documents carry the small facet columns a search
-- filters on (INCLUDE, which drizzle-kit cannot express: the keys stay as
-- server/db/schema/content.ts declares them), so a walk along them with filters alone reads no
-- heap row (docs/decisions/087). The text columns stay out: a btree entry is limited to about
-- 2.7 kB and an article's text is longer.
DROP INDEX "item_translations_order_idx";--> statement-breakpoint
CREATE INDEX "item_translations_order_idx" ON "item_translations" USING btree ("catalog_id","lang","weight" DESC NULLS LAST,"date_saved" DESC NULLS LAST,"item_id" DESC NULLS LAST) INCLUDE ("sys_item_type_id","provider_id","start_date","end_date","category_ids","zone_ids","search_title") WHERE "item_translations"."published";--> statement-breakpoint
DROP INDEX "item_translations_title_sort_idx";--> statement-breakpoint
CREATE INDEX "item_translations_title_sort_idx" ON "item_translations" USING btree ("catalog_id","lang","search_title","item_id") INCLUDE ("sys_item_type_id","provider_id","start_date","end_date","category_ids","zone_ids","weight","date_saved") WHERE "item_translations"."published";
