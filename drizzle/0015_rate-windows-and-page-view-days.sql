-- Old fixed-window counters have no slots to convert; they are short-lived, so start afresh.
DELETE FROM "rate_limits";--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"lang" "lang" NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_days_day_path_lang_pk" PRIMARY KEY("day","path","lang")
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "slot" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "counts" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "allowed" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "count";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "reset_at";