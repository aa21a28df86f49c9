-- Review moderation (issue 14, docs/decisions/085). The status gains pending, rejected, spam and
-- taken_down; every review there is keeps what visitors see: published stays published, and a
-- hidden one (taken off the site by hand before moderation existed) becomes taken_down.
ALTER TABLE "reviews" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."review_status" RENAME TO "review_status_before_moderation";--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'rejected', 'spam', 'taken_down');--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DATA TYPE "public"."review_status" USING (CASE "status"::text WHEN 'hidden' THEN 'taken_down' ELSE "status"::text END)::"public"."review_status";--> statement-breakpoint
DROP TYPE "public"."review_status_before_moderation";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "moderation_reason" = 'Hidden before review moderation existed', "moderated_at" = now() WHERE "status" = 'taken_down';--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_refusal_has_reason" CHECK ("reviews"."status" NOT IN ('rejected', 'taken_down') OR "reviews"."moderation_reason" IS NOT NULL);--> statement-breakpoint
-- Only published reviews are on pages (decision 011): a statement that writes no published review
-- (a visitor's review waiting for a moderator, a rejection, the prune of refused ones) leaves the
-- content version, and every cached page, alone. Each branch reads only the transition tables
-- its event has.
CREATE OR REPLACE FUNCTION bump_content_version_for_published_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean;
  bumped bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT EXISTS (SELECT 1 FROM new_reviews WHERE status = 'published') INTO shown;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_reviews WHERE status = 'published') INTO shown;
  ELSE
    SELECT EXISTS (SELECT 1 FROM old_reviews WHERE status = 'published')
      OR EXISTS (SELECT 1 FROM new_reviews WHERE status = 'published') INTO shown;
  END IF;
  IF shown THEN
    UPDATE content_version SET version = version + 1 RETURNING version INTO bumped;
    PERFORM pg_notify('content_version', bumped::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "reviews_bumps_content_version" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_insert_bumps_content_version" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_for_published_reviews();--> statement-breakpoint
CREATE TRIGGER "reviews_update_bumps_content_version" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_for_published_reviews();--> statement-breakpoint
CREATE TRIGGER "reviews_delete_bumps_content_version" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_for_published_reviews();--> statement-breakpoint
CREATE TRIGGER "reviews_truncate_bumps_content_version" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
