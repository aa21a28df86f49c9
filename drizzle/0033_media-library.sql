CREATE TABLE "media_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"focal_x" smallint DEFAULT 50 NOT NULL,
	"focal_y" smallint DEFAULT 50 NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_es" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_photos_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_photos_focal_range" CHECK ("media_photos"."focal_x" BETWEEN 0 AND 100 AND "media_photos"."focal_y" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_sha256_media_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media"("sha256") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_photos_created_idx" ON "media_photos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_photo_id_media_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_photo_idx" ON "items" USING btree ("photo_id");--> statement-breakpoint
-- A photo's alt texts and focal point show on the pages of the items it is on (decision 058).
CREATE TRIGGER "media_photos_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_photos" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
