CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'closed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('visitor', 'sales', 'editor', 'admin');--> statement-breakpoint
CREATE TYPE "public"."lang" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TABLE "booth_translations" (
	"booth_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "booth_translations_booth_id_lang_pk" PRIMARY KEY("booth_id","lang")
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"picture_url" text,
	"url" text,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booths_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalog_translations" (
	"catalog_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "catalog_translations_catalog_id_lang_pk" PRIMARY KEY("catalog_id","lang")
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_category_id" integer,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "item_categories_item_id_category_id_pk" PRIMARY KEY("item_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "item_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"picture_url" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"logo" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_translations" (
	"item_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"plain_text" text NOT NULL,
	"short_description" text,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower("item_translations"."title" || ' ' || "item_translations"."plain_text"))) STORED,
	CONSTRAINT "item_translations_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "item_zones" (
	"item_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "item_zones_item_id_zone_id_pk" PRIMARY KEY("item_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"sys_item_type_id" smallint NOT NULL,
	"friendly_url" text NOT NULL,
	"picture_url" text,
	"provider_id" integer,
	"zone_id" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"weight" integer DEFAULT 0 NOT NULL,
	"date_saved" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"price" numeric(10, 2),
	"stars" smallint,
	"is_resort_option" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_stars_range" CHECK ("items"."stars" IS NULL OR "items"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"sha256" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_translations" (
	"provider_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "provider_translations_provider_id_lang_pk" PRIMARY KEY("provider_id","lang")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"zone_id" integer,
	"picture_url" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_member_translations" (
	"team_member_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "team_member_translations_team_member_id_lang_pk" PRIMARY KEY("team_member_id","lang")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"url_photo" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_translations" (
	"zone_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "zone_translations_zone_id_lang_pk" PRIMARY KEY("zone_id","lang")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"polygon" jsonb NOT NULL,
	"picture_url" text,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zones_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" "citext",
	"phone" text,
	"invitation_label" text,
	"phone_label" text,
	"message" text,
	"team" text,
	"page" text,
	"lang" "lang" DEFAULT 'en' NOT NULL,
	"attribution" jsonb,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"author" text NOT NULL,
	"author_avatar" text,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"lang" "lang" DEFAULT 'en' NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"lead_id" integer,
	"role" "user_role" DEFAULT 'visitor' NOT NULL,
	"avatar" text,
	"chat_state" text,
	"lang" "lang" DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"lang" "lang" NOT NULL,
	"title" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "banner_translations_banner_id_lang_pk" PRIMARY KEY("banner_id","lang")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"picture_url" text NOT NULL,
	"link_path" text DEFAULT '/visit-vallarta' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_translations" ADD CONSTRAINT "booth_translations_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_translations" ADD CONSTRAINT "catalog_translations_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_pictures" ADD CONSTRAINT "item_pictures_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_zones" ADD CONSTRAINT "item_zones_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_zones" ADD CONSTRAINT "item_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_translations" ADD CONSTRAINT "provider_translations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_translations" ADD CONSTRAINT "team_member_translations_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_translations" ADD CONSTRAINT "zone_translations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_catalog_slug_idx" ON "categories" USING btree ("catalog_id","slug");--> statement-breakpoint
CREATE INDEX "item_categories_category_idx" ON "item_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "item_pictures_item_idx" ON "item_pictures" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "item_translations_search_trgm_idx" ON "item_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_zones_zone_idx" ON "item_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_catalog_friendly_url_idx" ON "items" USING btree ("catalog_id","friendly_url");--> statement-breakpoint
CREATE INDEX "items_catalog_order_idx" ON "items" USING btree ("catalog_id","weight" DESC NULLS LAST,"date_saved" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_zone_idx" ON "items" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "items_provider_idx" ON "items" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "items_start_date_idx" ON "items" USING btree ("catalog_id","start_date");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");