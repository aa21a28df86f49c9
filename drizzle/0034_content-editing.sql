CREATE TABLE "item_redirects" (
	"catalog_id" integer NOT NULL,
	"from_slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_redirects_catalog_id_from_slug_pk" PRIMARY KEY("catalog_id","from_slug")
);
--> statement-breakpoint
CREATE TABLE "item_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "spanish_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "missing_langs" "lang"[] DEFAULT '{}'::lang[] NOT NULL;--> statement-breakpoint
ALTER TABLE "item_redirects" ADD CONSTRAINT "item_redirects_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_revisions" ADD CONSTRAINT "item_revisions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_revisions" ADD CONSTRAINT "item_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_redirects_item_idx" ON "item_redirects" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "item_revisions_item_number_idx" ON "item_revisions" USING btree ("item_id","number");--> statement-breakpoint
CREATE INDEX "items_scheduled_idx" ON "items" USING btree ("publish_at") WHERE "items"."status" = 'scheduled';--> statement-breakpoint
-- Items hidden before the workflow existed become drafts, so the check below holds for them.
UPDATE "items" SET "status" = 'draft' WHERE NOT "published";--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_published_is_status" CHECK ("items"."published" = ("items"."status" = 'published') AND ("items"."status" = 'scheduled') = ("items"."publish_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_status_known" CHECK ("items"."status" IN ('draft', 'scheduled', 'published', 'archived'));--> statement-breakpoint
-- An old slug answers 301 instead of 404 (decision 101): cached pages must learn of it at once.
CREATE TRIGGER "item_redirects_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_redirects" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
