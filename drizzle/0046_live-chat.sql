CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" "citext",
	"lang" "lang" NOT NULL,
	"page" text,
	"start_page" text,
	"team" text,
	"attribution" jsonb,
	"invitation_id" text,
	"lead_source_channel_id" integer,
	"terminal_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"assignee_id" integer,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"staff_delivered" integer DEFAULT 0 NOT NULL,
	"staff_read" integer DEFAULT 0 NOT NULL,
	"visitor_delivered" integer DEFAULT 0 NOT NULL,
	"visitor_read" integer DEFAULT 0 NOT NULL,
	"lead_id" integer,
	"concierge_request_id" integer,
	"last_message_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_status_known" CHECK (status IN ('waiting', 'open', 'closed', 'offline')),
	CONSTRAINT "chat_conversations_closed_when" CHECK (("chat_conversations"."status" IN ('closed', 'offline')) = ("chat_conversations"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"name" text,
	"body" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq"),
	CONSTRAINT "chat_messages_author_known" CHECK ("chat_messages"."author" IN ('visitor', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" integer NOT NULL,
	"process_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_concierge_request_id_concierge_requests_id_fk" FOREIGN KEY ("concierge_request_id") REFERENCES "public"."concierge_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_updated_idx" ON "chat_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_closed_idx" ON "chat_conversations" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_search_idx" ON "chat_conversations" USING gin (f_unaccent(lower("name" || ' ' || coalesce("email"::text, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("conversation_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin (f_unaccent(lower("body")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_presence_seen_idx" ON "chat_presence" USING btree ("seen_at");