CREATE TABLE "info_page_translations" (
	"page_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "info_page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"updated" date NOT NULL,
	CONSTRAINT "info_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "info_page_translations" ADD CONSTRAINT "info_page_translations_page_id_info_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."info_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Visitors read these pages: an edit refreshes cached pages at once (decision 011).
CREATE TRIGGER "info_pages_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "info_pages" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "info_page_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "info_page_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
