ALTER TABLE "seller_profiles" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "bank_details" text DEFAULT '' NOT NULL;