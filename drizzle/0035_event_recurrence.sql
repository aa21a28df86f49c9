ALTER TABLE "items" ADD COLUMN "recurrence" jsonb;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rolls_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_rolls_idx" ON "items" USING btree ("rolls_at") WHERE "items"."rolls_at" IS NOT NULL;--> statement-breakpoint
-- The seeded events content/events.json describes as recurring (decision 103), unless an editor
-- has saved them: the Wednesday art walk and Sayulita's Sunday concerts each week of their
-- season, the Guadalupe festivities every December. Each keeps its first occurrence.
UPDATE "items" SET
  "recurrence" = '{"type":"weekly","weekdays":[3],"until":"2028-05-31"}'::jsonb,
  "end_date" = '2027-10-27T22:00:00-06:00'::timestamptz,
  "rolls_at" = '2027-10-27T22:00:00-06:00'::timestamptz
WHERE "catalog_id" = 1074 AND "friendly_url" = 'art-walk-season-2027'
  AND "start_date" = '2027-10-27T18:00:00-06:00'::timestamptz
  AND NOT EXISTS (SELECT 1 FROM "item_revisions" r WHERE r."item_id" = "items"."id");
--> statement-breakpoint
UPDATE "items" SET
  "recurrence" = '{"type":"weekly","weekdays":[0],"until":"2027-08-29"}'::jsonb,
  "end_date" = '2027-08-01T20:30:00-06:00'::timestamptz,
  "rolls_at" = '2027-08-01T20:30:00-06:00'::timestamptz
WHERE "catalog_id" = 1074 AND "friendly_url" = 'sayulita-sunday-band-concerts-2027'
  AND "start_date" = '2027-08-01T18:30:00-06:00'::timestamptz
  AND NOT EXISTS (SELECT 1 FROM "item_revisions" r WHERE r."item_id" = "items"."id");
--> statement-breakpoint
UPDATE "items" SET
  "recurrence" = '{"type":"yearly"}'::jsonb,
  "rolls_at" = "end_date"
WHERE "catalog_id" = 1074 AND "friendly_url" = 'guadalupe-festivities-2026'
  AND NOT EXISTS (SELECT 1 FROM "item_revisions" r WHERE r."item_id" = "items"."id");
