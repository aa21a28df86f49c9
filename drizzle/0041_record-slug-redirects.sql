CREATE TABLE "record_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"record_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
CREATE INDEX "record_redirects_record_idx" ON "record_redirects" USING btree ("kind","record_id","created_at");--> statement-breakpoint
-- An old slug answers 301 instead of 404 (decisions 101, 107): cached pages must learn of it at once.
CREATE TRIGGER "record_redirects_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "record_redirects" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
