CREATE TABLE "member_avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"webp" "bytea" NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_avatars_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");