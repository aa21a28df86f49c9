ALTER TABLE "categories" ADD COLUMN "spanish_slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_catalog_spanish_slug_idx" ON "categories" USING btree ("catalog_id","spanish_slug");--> statement-breakpoint
-- The Spanish words that lived in core/path-segments.ts (decision 035) move into the rows they
-- name (decision 110), by the spec's ids: a database seeded before keeps its Spanish addresses,
-- a renamed category included. A new database has no such rows yet; the seed writes them.
UPDATE "categories" SET "spanish_slug" = w.word
  FROM (VALUES (21, 'restaurantes'), (22, 'bares-y-vida-nocturna'), (23, 'playas'),
    (24, 'galerias'), (25, 'compras'), (28, 'mercados')) AS w(id, word)
  WHERE "categories"."id" = w.id AND "categories"."catalog_id" = 1072;
