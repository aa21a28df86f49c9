-- Translations carry their item's categories and zones so one GIN index answers any mix of
-- words, categories and zones (docs/decisions/016). saveItem keeps them in step from now on.
DROP INDEX "item_translations_search_idx";--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "zone_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "item_translations" AS t SET
  "category_ids" = COALESCE((SELECT array_agg(ic."category_id" ORDER BY ic."category_id") FROM "item_categories" AS ic WHERE ic."item_id" = t."item_id"), '{}'),
  "zone_ids" = COALESCE((
    SELECT array_agg(DISTINCT z ORDER BY z) FROM (
      SELECT i."zone_id" AS z FROM "items" AS i WHERE i."id" = t."item_id" AND i."zone_id" IS NOT NULL
      UNION SELECT iz."zone_id" FROM "item_zones" AS iz WHERE iz."item_id" = t."item_id"
    ) AS zones), '{}');--> statement-breakpoint
CREATE INDEX "item_translations_search_idx" ON "item_translations" USING gin ("catalog_id","lang","category_ids","zone_ids","search_text" gin_trgm_ops);
