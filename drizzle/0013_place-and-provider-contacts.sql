ALTER TABLE "items" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "address" text;