ALTER TABLE "addresses" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;