CREATE TABLE "resort_translations" (
	"resort_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "resort_translations_resort_id_lang_pk" PRIMARY KEY("resort_id","lang")
);
--> statement-breakpoint
CREATE TABLE "resorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"stars" smallint NOT NULL,
	"zone_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"price_usd" integer NOT NULL,
	"picture_url_1" text,
	"picture_url_2" text,
	"picture_url_3" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	CONSTRAINT "resorts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "resorts_stars_range" CHECK ("resorts"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "resorts_price_positive" CHECK ("resorts"."price_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "resort_translations" ADD CONSTRAINT "resort_translations_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resorts" ADD CONSTRAINT "resorts_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Visitors read the resorts on /resorts, /resort/:slug and /visit-vallarta: an edit refreshes cached pages at once (decision 011).
CREATE TRIGGER "resorts_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resorts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "resort_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resort_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
