-- Taxes as the country has them (docs/decisions/0036-taxes.md): a tax rate per category (null: the
-- shop's), whether an order's prices included its tax, and the sellers' tax IDs for their invoices.
ALTER TABLE "categories" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tax_rate_range" CHECK ("categories"."tax_rate_bp" is null or "categories"."tax_rate_bp" between 0 and 10000);