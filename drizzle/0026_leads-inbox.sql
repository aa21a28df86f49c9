CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status" "lead_status" NOT NULL,
	"to_status" "lead_status" NOT NULL,
	"reason" text,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_status_changes" ALTER COLUMN "from_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ALTER COLUMN "to_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;--> statement-breakpoint
-- The old statuses in the new ones (decision 083): a qualified lead had been contacted; a closed
-- one is lost, since nothing recorded a booking, with a reason saying so.
UPDATE "leads" SET "status" = 'contacted' WHERE "status" = 'qualified';--> statement-breakpoint
UPDATE "leads" SET "status" = 'lost', "lost_reason" = 'Closed before the inbox had statuses' WHERE "status" = 'closed';--> statement-breakpoint
DROP TYPE "public"."lead_status";--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'booked', 'lost');--> statement-breakpoint
ALTER TABLE "lead_status_changes" ALTER COLUMN "from_status" SET DATA TYPE "public"."lead_status" USING "from_status"::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "lead_status_changes" ALTER COLUMN "to_status" SET DATA TYPE "public"."lead_status" USING "to_status"::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."lead_status";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."lead_status" USING "status"::"public"."lead_status";--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invitation_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lead_source_channel_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "terminal_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email::text, '') || ' ' || coalesce(phone, '')))) STORED;--> statement-breakpoint
-- The attribution the inbox filters by, from the touches: the first touch's, else the last's.
UPDATE "leads" SET
	"invitation_id" = coalesce("attribution" #>> '{first,invitationId}', "attribution" #>> '{last,invitationId}'),
	"lead_source_channel_id" = coalesce(
		CASE WHEN jsonb_typeof("attribution" #> '{first,leadSourceChannelId}') = 'number' THEN ("attribution" #>> '{first,leadSourceChannelId}')::integer END,
		CASE WHEN jsonb_typeof("attribution" #> '{last,leadSourceChannelId}') = 'number' THEN ("attribution" #>> '{last,leadSourceChannelId}')::integer END),
	"terminal_id" = coalesce(
		CASE WHEN jsonb_typeof("attribution" #> '{first,terminalId}') = 'number' THEN ("attribution" #>> '{first,terminalId}')::integer END,
		CASE WHEN jsonb_typeof("attribution" #> '{last,terminalId}') = 'number' THEN ("attribution" #>> '{last,terminalId}')::integer END)
WHERE "attribution" IS NOT NULL;--> statement-breakpoint
-- The Welcome Centre's form was saved as a contact message; the inbox tells it apart now.
UPDATE "leads" SET "type" = 'welcomeCentre' WHERE "type" = 'contact' AND ("page" LIKE '/WelcomeCentre%' OR "page" LIKE '/es/WelcomeCentre%');--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "lead_status_changes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_team_idx" ON "leads" USING btree ("team","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_channel_idx" ON "leads" USING btree ("lead_source_channel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_terminal_idx" ON "leads" USING btree ("terminal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_has_reason" CHECK (("leads"."status" = 'lost') = ("leads"."lost_reason" IS NOT NULL));