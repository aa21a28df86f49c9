-- The content version (docs/decisions/011): one row, bumped once per statement that changes any
-- content table, so read caches can tell in one query whether what they hold is still current.
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_single_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogs_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogs" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "catalog_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "categories_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "category_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "zones_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zones" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "zone_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zone_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "providers_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "provider_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "items_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "item_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "item_categories_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "item_zones_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_zones" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "item_pictures_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_pictures" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "booths_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booths" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "booth_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booth_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "team_members_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "team_member_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_member_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "banners_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "banner_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "media_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
