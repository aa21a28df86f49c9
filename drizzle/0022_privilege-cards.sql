CREATE TABLE "privilege_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "privilege_cards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;