CREATE TABLE "concierge_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"status" text,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_messages_kind_known" CHECK ("concierge_messages"."kind" IN ('visitor', 'reply', 'note', 'status'))
);
--> statement-breakpoint
CREATE TABLE "concierge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_salt" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"end_date" date,
	"party_size" smallint NOT NULL,
	"budget" text,
	"item_id" integer,
	"item_title" text,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"phone" text,
	"contact_by" text NOT NULL,
	"lang" "lang" NOT NULL,
	"message" text NOT NULL,
	"confirmation" text,
	"assignee_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"team" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_requests_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "concierge_requests_status_known" CHECK (status IN ('received', 'in_progress', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "concierge_requests_party" CHECK ("concierge_requests"."party_size" BETWEEN 1 AND 50),
	CONSTRAINT "concierge_requests_confirmed_has_details" CHECK ("concierge_requests"."status" <> 'confirmed' OR "concierge_requests"."confirmation" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_request_id_concierge_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."concierge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_requests" ADD CONSTRAINT "concierge_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_messages_request_idx" ON "concierge_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "concierge_requests_queue_idx" ON "concierge_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "concierge_requests_user_idx" ON "concierge_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "concierge_requests_assignee_idx" ON "concierge_requests" USING btree ("assignee_id","due_at");--> statement-breakpoint
CREATE INDEX "concierge_requests_updated_idx" ON "concierge_requests" USING btree ("updated_at");