ALTER TABLE "booths" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;