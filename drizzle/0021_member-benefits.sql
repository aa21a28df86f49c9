CREATE TABLE "member_benefit_translations" (
	"item_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"terms" text NOT NULL,
	CONSTRAINT "member_benefit_translations_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "member_benefits" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"once_per_member" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"item_id" integer NOT NULL,
	"provider_id" integer,
	"once" boolean NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_benefit_translations" ADD CONSTRAINT "member_benefit_translations_item_id_member_benefits_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."member_benefits"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_benefits" ADD CONSTRAINT "member_benefits_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_once_per_member_idx" ON "redemptions" USING btree ("user_id","item_id") WHERE "redemptions"."once";--> statement-breakpoint
CREATE INDEX "redemptions_user_idx" ON "redemptions" USING btree ("user_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redemptions_item_idx" ON "redemptions" USING btree ("item_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redemptions_provider_idx" ON "redemptions" USING btree ("provider_id");--> statement-breakpoint
-- Which benefits are members-only, and their terms, show on cached pages (decision 011).
CREATE TRIGGER "member_benefits_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_benefits" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "member_benefit_translations_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_benefit_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
