-- Place facets (core/place-facets.ts: takes reservations…) live in one JSON object on the item,
-- copied whole to its search documents (docs/decisions/056): a new facet is a line in that
-- table, never another column and trigger change. Every row starts with no known facts.
ALTER TABLE "item_translations" ADD COLUMN "facets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "facets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fill_item_translation_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i."catalog_id", i."sys_item_type_id", i."published", i."weight", i."date_saved", i."start_date", i."end_date", i."provider_id", i."facets"
    INTO NEW."catalog_id", NEW."sys_item_type_id", NEW."published", NEW."weight", NEW."date_saved", NEW."start_date", NEW."end_date", NEW."provider_id", NEW."facets"
    FROM "items" AS i WHERE i."id" = NEW."item_id";
  NEW."category_ids" := item_category_ids(NEW."item_id");
  NEW."zone_ids" := item_zone_ids(NEW."item_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_item_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_translations" AS t SET
    "catalog_id" = c."catalog_id", "sys_item_type_id" = c."sys_item_type_id", "published" = c."published",
    "weight" = c."weight", "date_saved" = c."date_saved", "start_date" = c."start_date", "end_date" = c."end_date",
    "provider_id" = c."provider_id", "zone_ids" = item_zone_ids(c."id"), "facets" = c."facets"
  FROM changed AS c WHERE t."item_id" = c."id";
  RETURN NULL;
END
$$;
