-- A code's scope and minimum quantity (docs/decisions/0057-discount-scopes.md): the categories,
-- products and sellers whose lines qualify (any list; all empty: every line) and the least units of
-- qualifying lines. Existing codes keep every line and no minimum.
ALTER TABLE "promotions" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "seller_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_quantity" integer;
