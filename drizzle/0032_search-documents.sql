-- The narrow search documents (docs/decisions/096): one row per item and language holding only
-- what a search matches, filters, orders and ranks on, copied from item_translations (which the
-- triggers of migrations 0010 and 0016 keep equal to items, categories and zones) by statement
-- triggers in the same transaction as every write, whoever writes. The search indexes move here
-- from item_translations, whose wide rows (title, HTML, plain text) searches no longer read.
-- The order and title indexes carry the facet columns in INCLUDE (as migration 0031 did), which
-- drizzle-kit cannot express: the schema declares their keys only.
CREATE TABLE "search_documents" (
	"item_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"catalog_id" integer NOT NULL,
	"sys_item_type_id" smallint NOT NULL,
	"published" boolean NOT NULL,
	"weight" integer NOT NULL,
	"date_saved" timestamp with time zone NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"provider_id" integer,
	"category_ids" integer[] NOT NULL,
	"zone_ids" integer[] NOT NULL,
	"facets" jsonb NOT NULL,
	"search_title" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "search_documents_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1071_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1071_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1072_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1072_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1073_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1073_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1074_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1074_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1095_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_search_1095_es_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_order_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_title_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "item_translations_start_date_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_translation_fk" FOREIGN KEY ("item_id","lang") REFERENCES "public"."item_translations"("item_id","lang") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_search_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_documents" AS d ("item_id","lang","catalog_id","sys_item_type_id","published","weight","date_saved","start_date","end_date","provider_id","category_ids","zone_ids","facets","search_title","search_text")
  SELECT "item_id","lang","catalog_id","sys_item_type_id","published","weight","date_saved","start_date","end_date","provider_id","category_ids","zone_ids","facets","search_title","search_text" FROM changed
  ON CONFLICT ("item_id","lang") DO UPDATE SET "catalog_id" = EXCLUDED."catalog_id", "sys_item_type_id" = EXCLUDED."sys_item_type_id", "published" = EXCLUDED."published", "weight" = EXCLUDED."weight", "date_saved" = EXCLUDED."date_saved", "start_date" = EXCLUDED."start_date", "end_date" = EXCLUDED."end_date", "provider_id" = EXCLUDED."provider_id", "category_ids" = EXCLUDED."category_ids", "zone_ids" = EXCLUDED."zone_ids", "facets" = EXCLUDED."facets", "search_title" = EXCLUDED."search_title", "search_text" = EXCLUDED."search_text"
  WHERE (d."catalog_id", d."sys_item_type_id", d."published", d."weight", d."date_saved", d."start_date", d."end_date", d."provider_id", d."category_ids", d."zone_ids", d."facets", d."search_title", d."search_text") IS DISTINCT FROM (EXCLUDED."catalog_id", EXCLUDED."sys_item_type_id", EXCLUDED."published", EXCLUDED."weight", EXCLUDED."date_saved", EXCLUDED."start_date", EXCLUDED."end_date", EXCLUDED."provider_id", EXCLUDED."category_ids", EXCLUDED."zone_ids", EXCLUDED."facets", EXCLUDED."search_title", EXCLUDED."search_text");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "item_translations_search_documents_insert" AFTER INSERT ON "item_translations" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION copy_search_documents();--> statement-breakpoint
CREATE TRIGGER "item_translations_search_documents_update" AFTER UPDATE ON "item_translations" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION copy_search_documents();--> statement-breakpoint
INSERT INTO "search_documents" ("item_id","lang","catalog_id","sys_item_type_id","published","weight","date_saved","start_date","end_date","provider_id","category_ids","zone_ids","facets","search_title","search_text")
SELECT "item_id","lang","catalog_id","sys_item_type_id","published","weight","date_saved","start_date","end_date","provider_id","category_ids","zone_ids","facets","search_title","search_text" FROM "item_translations";--> statement-breakpoint
CREATE INDEX "search_documents_search_1071_en_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1071 AND "search_documents"."lang" = 'en' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1071_es_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1071 AND "search_documents"."lang" = 'es' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1072_en_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1072 AND "search_documents"."lang" = 'en' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1072_es_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1072 AND "search_documents"."lang" = 'es' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1073_en_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1073 AND "search_documents"."lang" = 'en' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1073_es_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1073 AND "search_documents"."lang" = 'es' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1074_en_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1074 AND "search_documents"."lang" = 'en' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1074_es_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1074 AND "search_documents"."lang" = 'es' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1095_en_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1095 AND "search_documents"."lang" = 'en' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_search_1095_es_idx" ON "search_documents" USING gin ("category_ids","zone_ids","search_text" gin_trgm_ops) WHERE "search_documents"."catalog_id" = 1095 AND "search_documents"."lang" = 'es' AND "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_order_idx" ON "search_documents" USING btree ("catalog_id","lang","weight" DESC NULLS LAST,"date_saved" DESC NULLS LAST,"item_id" DESC NULLS LAST) INCLUDE ("sys_item_type_id","provider_id","start_date","end_date","category_ids","zone_ids","search_title") WHERE "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_title_sort_idx" ON "search_documents" USING btree ("catalog_id","lang","search_title","item_id") INCLUDE ("sys_item_type_id","provider_id","start_date","end_date","category_ids","zone_ids","weight","date_saved") WHERE "search_documents"."published";--> statement-breakpoint
CREATE INDEX "search_documents_start_date_idx" ON "search_documents" USING btree ("catalog_id","lang","start_date") WHERE "search_documents"."published";--> statement-breakpoint
ANALYZE "search_documents";
