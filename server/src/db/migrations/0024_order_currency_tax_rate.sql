-- An order keeps its currency and each line the tax rate it was charged (docs/decisions/0033): the
-- invoice, the mails and every later figure read them instead of the settings of today. Orders
-- placed before shops had a currency were in US dollars; their lines get the rate that gives their
-- order's tax exactly: the store settings' rate when it does (half-up on the discounted subtotal, as
-- the pricing module rounds), else the rate the tax and the taxable amount show.
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
WITH shop AS (
  SELECT coalesce((SELECT round((value::jsonb ->> 'taxRate')::numeric * 100)::int FROM settings WHERE key = 'store'), 700) AS bp
), rates AS (
  SELECT o.id,
         CASE
           WHEN o.subtotal_cents - o.discount_cents <= 0 THEN shop.bp
           WHEN floor(((o.subtotal_cents - o.discount_cents)::bigint * shop.bp * 2 + 10000) / 20000) = o.tax_cents THEN shop.bp
           ELSE round(o.tax_cents::numeric * 10000 / (o.subtotal_cents - o.discount_cents))::int
         END AS bp
  FROM orders o, shop
)
UPDATE order_items i SET tax_rate_bp = rates.bp FROM rates WHERE rates.id = i.order_id;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tax_rate_bp" SET NOT NULL;
