-- item_translations become search documents: each carries its item's filterable facets, kept
-- equal to items, item_categories and item_zones by the triggers below, whoever writes
-- (docs/decisions/016). Searches then read one table through per-catalog partial indexes.
DROP INDEX "item_translations_search_idx";--> statement-breakpoint
DROP INDEX "item_translations_title_sort_idx";--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "sys_item_type_id" smallint;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "published" boolean;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "date_saved" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "provider_id" integer;--> statement-breakpoint
UPDATE "item_translations" AS t SET
  "catalog_id" = i."catalog_id", "sys_item_type_id" = i."sys_item_type_id", "published" = i."published",
  "weight" = i."weight", "date_saved" = i."date_saved", "start_date" = i."start_date", "provider_id" = i."provider_id"
FROM "items" AS i WHERE i."id" = t."item_id";--> statement-breakpoint
ALTER TABLE "item_translations" ALTER COLUMN "sys_item_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ALTER COLUMN "published" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ALTER COLUMN "weight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ALTER COLUMN "date_saved" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_category_ids(item integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg("category_id" ORDER BY "category_id"), '{}') FROM "item_categories" WHERE "item_id" = item
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_zone_ids(item integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(DISTINCT z ORDER BY z), '{}') FROM (
    SELECT "zone_id" AS z FROM "items" WHERE "id" = item AND "zone_id" IS NOT NULL
    UNION ALL SELECT "zone_id" FROM "item_zones" WHERE "item_id" = item
  ) AS zones
$$;--> statement-breakpoint
-- A new or re-keyed translation takes its facets from its item.
CREATE OR REPLACE FUNCTION fill_item_translation_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i."catalog_id", i."sys_item_type_id", i."published", i."weight", i."date_saved", i."start_date", i."provider_id"
    INTO NEW."catalog_id", NEW."sys_item_type_id", NEW."published", NEW."weight", NEW."date_saved", NEW."start_date", NEW."provider_id"
    FROM "items" AS i WHERE i."id" = NEW."item_id";
  NEW."category_ids" := item_category_ids(NEW."item_id");
  NEW."zone_ids" := item_zone_ids(NEW."item_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_translations_fill_facets" BEFORE INSERT OR UPDATE OF "item_id" ON "item_translations"
  FOR EACH ROW EXECUTE FUNCTION fill_item_translation_facets();--> statement-breakpoint
-- A changed item passes its facets to its translations.
CREATE OR REPLACE FUNCTION copy_item_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_translations" AS t SET
    "catalog_id" = c."catalog_id", "sys_item_type_id" = c."sys_item_type_id", "published" = c."published",
    "weight" = c."weight", "date_saved" = c."date_saved", "start_date" = c."start_date",
    "provider_id" = c."provider_id", "zone_ids" = item_zone_ids(c."id")
  FROM changed AS c WHERE t."item_id" = c."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "items_copy_facets" AFTER UPDATE ON "items" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION copy_item_facets();--> statement-breakpoint
-- Categories and zones added or removed are recounted on the item's translations.
CREATE OR REPLACE FUNCTION refresh_item_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_translations" AS t SET "category_ids" = item_category_ids(t."item_id")
  WHERE t."item_id" IN (SELECT DISTINCT "item_id" FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_categories_refresh_insert" AFTER INSERT ON "item_categories" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_item_categories();--> statement-breakpoint
CREATE TRIGGER "item_categories_refresh_delete" AFTER DELETE ON "item_categories" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_item_categories();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_item_zones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_translations" AS t SET "zone_ids" = item_zone_ids(t."item_id")
  WHERE t."item_id" IN (SELECT DISTINCT "item_id" FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_zones_refresh_insert" AFTER INSERT ON "item_zones" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_item_zones();--> statement-breakpoint
CREATE TRIGGER "item_zones_refresh_delete" AFTER DELETE ON "item_zones" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_item_zones();--> statement-breakpoint
CREATE INDEX "item_translations_search_1071_en_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1071 AND "item_translations"."lang" = 'en' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1071_es_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1071 AND "item_translations"."lang" = 'es' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1072_en_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1072 AND "item_translations"."lang" = 'en' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1072_es_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1072 AND "item_translations"."lang" = 'es' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1073_en_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1073 AND "item_translations"."lang" = 'en' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1073_es_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1073 AND "item_translations"."lang" = 'es' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1074_en_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1074 AND "item_translations"."lang" = 'en' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1074_es_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1074 AND "item_translations"."lang" = 'es' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1095_en_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1095 AND "item_translations"."lang" = 'en' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_search_1095_es_idx" ON "item_translations" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "item_translations"."catalog_id" = 1095 AND "item_translations"."lang" = 'es' AND "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_order_idx" ON "item_translations" USING btree ("catalog_id","lang","weight" DESC NULLS LAST,"date_saved" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_start_date_idx" ON "item_translations" USING btree ("catalog_id","lang","start_date") WHERE "item_translations"."published";--> statement-breakpoint
CREATE INDEX "item_translations_title_sort_idx" ON "item_translations" USING btree ("catalog_id","lang",f_unaccent(lower("title")),"item_id") WHERE "item_translations"."published";
