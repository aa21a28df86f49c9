CREATE TABLE "search_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"lang" "lang" NOT NULL,
	"words" text NOT NULL,
	"searches" integer NOT NULL,
	"empty" integer NOT NULL,
	CONSTRAINT "search_days_day_kind_lang_words_pk" PRIMARY KEY("day","kind","lang","words")
);
