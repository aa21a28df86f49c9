-- Translations carry their item's catalog so one GIN index can serve "this catalog, this
-- language, these words" (docs/decisions/016). A composite foreign key keeps the copy equal.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_id_catalog_unique" UNIQUE("id","catalog_id");--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "catalog_id" integer;--> statement-breakpoint
UPDATE "item_translations" AS t SET "catalog_id" = i."catalog_id" FROM "items" AS i WHERE i."id" = t."item_id";--> statement-breakpoint
ALTER TABLE "item_translations" ALTER COLUMN "catalog_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" DROP CONSTRAINT "item_translations_item_id_items_id_fk";--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_fk" FOREIGN KEY ("item_id","catalog_id") REFERENCES "public"."items"("id","catalog_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "item_translations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "item_translations_title_sort_idx";--> statement-breakpoint
CREATE INDEX "item_translations_search_idx" ON "item_translations" USING gin ("catalog_id","lang","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_translations_title_sort_idx" ON "item_translations" USING btree ("catalog_id","lang",f_unaccent(lower("title")),"item_id");
