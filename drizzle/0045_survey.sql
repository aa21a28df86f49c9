CREATE TABLE "survey_questions" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"prompt" jsonb NOT NULL,
	"help" jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_if" jsonb,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_kind" CHECK ("survey_questions"."kind" IN ('single','multiple','nps','stars','text'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_hash" text NOT NULL,
	"user_id" integer,
	"lang" "lang" NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"team" text,
	"invitation_id" text,
	"lead_source_channel_id" integer,
	"terminal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_tallies" (
	"day" date NOT NULL,
	"lang" "lang" NOT NULL,
	"channel" integer NOT NULL,
	"terminal" integer NOT NULL,
	"question" text NOT NULL,
	"choice" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "survey_tallies_day_lang_channel_terminal_question_choice_pk" PRIMARY KEY("day","lang","channel","terminal","question","choice")
);
--> statement-breakpoint
CREATE TABLE "survey_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question" text NOT NULL,
	"text" text NOT NULL,
	"lang" "lang" NOT NULL,
	"channel" integer NOT NULL,
	"terminal" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_texts" ADD CONSTRAINT "survey_texts_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_visit_idx" ON "survey_responses" USING btree ("visit_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_responses_completed_idx" ON "survey_responses" USING btree ("completed_at" DESC NULLS LAST) WHERE "survey_responses"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_responses_partial_idx" ON "survey_responses" USING btree ("updated_at") WHERE "survey_responses"."completed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "survey_texts_question_idx" ON "survey_texts" USING btree ("question","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "survey_texts_response_idx" ON "survey_texts" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_texts_search_idx" ON "survey_texts" USING gin (lower("text") gin_trgm_ops);