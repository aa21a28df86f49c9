CREATE TABLE "page_view_day_totals" (
	"day" date NOT NULL,
	"lang" "lang" NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_day_totals_day_lang_pk" PRIMARY KEY("day","lang")
);
--> statement-breakpoint
CREATE TABLE "page_view_months" (
	"month" date NOT NULL,
	"path" text NOT NULL,
	"lang" "lang" NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_months_month_path_lang_pk" PRIMARY KEY("month","path","lang")
);
--> statement-breakpoint
CREATE TABLE "search_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"lang" "lang" NOT NULL,
	"words" text NOT NULL,
	"searches" integer NOT NULL,
	"empty" integer NOT NULL,
	CONSTRAINT "search_days_day_kind_lang_words_pk" PRIMARY KEY("day","kind","lang","words")
);
--> statement-breakpoint
CREATE TABLE "search_months" (
	"month" date NOT NULL,
	"words" text NOT NULL,
	"searches" integer NOT NULL,
	"empty" integer NOT NULL,
	CONSTRAINT "search_months_month_words_pk" PRIMARY KEY("month","words")
);
--> statement-breakpoint
DROP INDEX "item_translations_title_sort_idx";--> statement-breakpoint
CREATE INDEX "item_translations_title_sort_idx" ON "item_translations" USING btree ("catalog_id","lang","search_title","item_id") WHERE "item_translations"."published";