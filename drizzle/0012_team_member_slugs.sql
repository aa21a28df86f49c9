-- Team members get a stable key, so the seed updates them in place; rows added before keep theirs.
ALTER TABLE "team_members" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "team_members" SET "slug" = 'member-' || "id" WHERE "slug" IS NULL;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_slug_unique" UNIQUE("slug");
