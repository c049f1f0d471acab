-- Options and variants, discount codes and the sellers' ledger (docs/decisions/0022-variants-codes-and-ledger.md).
CREATE TABLE "option_labels" (
	"token" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"option_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"sku" text,
	"price_cents" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"special_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_quantity_nonneg" CHECK ("product_variants"."quantity" >= 0),
	CONSTRAINT "product_variants_price_pos" CHECK ("product_variants"."price_cents" > 0),
	CONSTRAINT "product_variants_discount_range" CHECK ("product_variants"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_redemptions_order_uq" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"seller_id" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_known" CHECK ("promotions"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "promotions_usage_within_limit" CHECK ("promotions"."usage_limit" is null or "promotions"."times_used" <= "promotions"."usage_limit"),
	CONSTRAINT "promotions_times_used_nonneg" CHECK ("promotions"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_balances" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"order_id" integer,
	"reference" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_entries_type_known" CHECK ("seller_ledger_entries"."type" in ('sale', 'commission', 'cash_collected', 'payout', 'settlement', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "seller_profiles" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"display_name" text,
	"commission_bp" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_profiles_commission_range" CHECK ("seller_profiles"."commission_bp" is null or "seller_profiles"."commission_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promotion_id" integer;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promotion_discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_code" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_tokens" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_varies" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "items_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "seller_funded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "seller_total_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "commission_bp" integer DEFAULT 1000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "cash_collected_by" text DEFAULT 'platform' NOT NULL;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "carrier" text;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_balances" ADD CONSTRAINT "seller_balances_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_uq" ON "product_variants" USING btree ("product_id","options") WHERE "product_variants"."archived_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("seller_id",lower("sku")) WHERE "product_variants"."sku" is not null and "product_variants"."archived_at" is null;
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id") WHERE "promotion_redemptions"."released_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_lower_uq" ON "promotions" USING btree (lower("code"));
--> statement-breakpoint
CREATE INDEX "promotions_seller_idx" ON "promotions" USING btree ("seller_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_entries_order_uq" ON "seller_ledger_entries" USING btree ("order_id","seller_id","type") WHERE "seller_ledger_entries"."type" in ('sale', 'commission', 'cash_collected');
--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_seller_idx" ON "seller_ledger_entries" USING btree ("seller_id","created_at","id");
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_shipments" ADD CONSTRAINT "seller_shipments_cash_collector" CHECK ("seller_shipments"."cash_collected_by" in ('platform', 'seller'));
--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");
--> statement-breakpoint
-- A variant's tokens ("size:m") from its options, on every write.
CREATE FUNCTION product_variants_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.option_tokens := coalesce(
    (SELECT array_agg(lower(btrim(key)) || ':' || lower(btrim(value)) ORDER BY 1) FROM jsonb_each_text(NEW.options)),
    '{}'::text[]);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_tokens BEFORE INSERT OR UPDATE OF options ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_tokens();
--> statement-breakpoint
-- What lists read on the product row, from its live variants: the stock (their sum), the price,
-- discount and special price of the cheapest variant in stock (else the cheapest), how many there
-- are, whether their prices differ, and the option values some variant in stock has.
CREATE FUNCTION products_refresh_from_variants(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    quantity = s.quantity,
    price_cents = s.price_cents,
    discount_bp = s.discount_bp,
    special_price_cents = s.special_price_cents,
    variant_count = s.n,
    price_varies = s.varies,
    option_tokens = s.tokens
  FROM (
    SELECT v.product_id,
      sum(v.quantity)::int AS quantity,
      count(*)::int AS n,
      min(v.special_price_cents) <> max(v.special_price_cents) AS varies,
      (array_agg(v.price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS price_cents,
      (array_agg(v.discount_bp ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS discount_bp,
      (array_agg(v.special_price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS special_price_cents,
      coalesce((SELECT array_agg(DISTINCT t ORDER BY t) FROM product_variants w, unnest(w.option_tokens) t
                WHERE w.product_id = v.product_id AND w.archived_at IS NULL AND w.quantity > 0), '{}'::text[]) AS tokens
    FROM product_variants v
    WHERE v.product_id = ANY(ids) AND v.archived_at IS NULL
    GROUP BY v.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.quantity, p.price_cents, p.discount_bp, p.special_price_cents, p.variant_count, p.price_varies, p.option_tokens)
        IS DISTINCT FROM (s.quantity, s.price_cents, s.discount_bp, s.special_price_cents, s.n, s.varies, s.tokens);
$$;
--> statement-breakpoint
CREATE FUNCTION product_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_from_variants(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_from_variants(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_variants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_from_variants(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_updated();
--> statement-breakpoint
CREATE TRIGGER product_variants_after_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_deleted();
--> statement-breakpoint
-- Every product so far becomes one default variant.
INSERT INTO product_variants (product_id, seller_id, options, price_cents, discount_bp, special_price_cents, quantity, position, created_at)
SELECT id, seller_id, '{}'::jsonb, price_cents, discount_bp, special_price_cents, quantity, 0, created_at FROM products ORDER BY id;
--> statement-breakpoint
-- The option filter's index: listed products by the option values they have in stock.
CREATE INDEX products_listed_option_tokens_idx ON products USING gin (option_tokens) WHERE listed;
--> statement-breakpoint
-- Cart lines become lines of the default variant.
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;
--> statement-breakpoint
UPDATE cart_items c SET variant_id = v.id FROM product_variants v WHERE v.product_id = c.product_id;
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_product_id_pk";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_variant_idx" ON "cart_items" USING btree ("variant_id");
--> statement-breakpoint
-- Order lines name the default variant of their product, when it still exists.
UPDATE order_items o SET variant_id = v.id FROM product_variants v WHERE v.product_id = o.product_id;
--> statement-breakpoint
-- The sellers' parts of the orders so far: their lines, and their shares of shipping and tax by the
-- largest remainder (ties to the larger part, then the smaller seller id), as the pricing module does.
WITH parts AS (
  SELECT s.order_id, s.seller_id, coalesce(sum(i.unit_price_cents::bigint * i.quantity), 0)::bigint AS items
  FROM seller_shipments s LEFT JOIN order_items i ON i.order_id = s.order_id AND i.seller_id = s.seller_id
  GROUP BY s.order_id, s.seller_id),
weighted AS (
  SELECT p.*, o.shipping_cents::bigint AS ship, o.tax_cents::bigint AS tax,
    CASE WHEN sum(p.items) OVER w > 0 THEN p.items ELSE 1 END AS wt,
    CASE WHEN sum(p.items) OVER w > 0 THEN sum(p.items) OVER w ELSE count(*) OVER w END AS total
  FROM parts p JOIN orders o ON o.id = p.order_id
  WINDOW w AS (PARTITION BY p.order_id)),
floors AS (
  SELECT *, ship * wt / total AS ship_floor, ship * wt % total AS ship_rem,
    tax * wt / total AS tax_floor, tax * wt % total AS tax_rem FROM weighted),
ranked AS (
  SELECT *,
    ship - sum(ship_floor) OVER (PARTITION BY order_id) AS ship_left,
    row_number() OVER (PARTITION BY order_id ORDER BY ship_rem DESC, wt DESC, seller_id) AS ship_rank,
    tax - sum(tax_floor) OVER (PARTITION BY order_id) AS tax_left,
    row_number() OVER (PARTITION BY order_id ORDER BY tax_rem DESC, wt DESC, seller_id) AS tax_rank
  FROM floors)
UPDATE seller_shipments s SET
  items_cents = r.items,
  seller_total_cents = r.items,
  shipping_cents = r.ship_floor + CASE WHEN r.ship_rank <= r.ship_left THEN 1 ELSE 0 END,
  tax_cents = r.tax_floor + CASE WHEN r.tax_rank <= r.tax_left THEN 1 ELSE 0 END,
  paid_cents = r.items + r.ship_floor + CASE WHEN r.ship_rank <= r.ship_left THEN 1 ELSE 0 END
             + r.tax_floor + CASE WHEN r.tax_rank <= r.tax_left THEN 1 ELSE 0 END
FROM ranked r WHERE s.order_id = r.order_id AND s.seller_id = r.seller_id;
--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry.
CREATE FUNCTION seller_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'seller ledger entries are never changed or deleted; record a correcting entry instead'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_ledger_entries_append_only BEFORE UPDATE OR DELETE ON seller_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION seller_ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER seller_ledger_entries_no_truncate BEFORE TRUNCATE ON seller_ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION seller_ledger_entries_append_only();
--> statement-breakpoint
-- Each seller's balance moves with every entry, in the entry's transaction.
CREATE FUNCTION seller_ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_balances (seller_id, balance_cents)
  SELECT seller_id, sum(amount_cents) FROM new_rows GROUP BY seller_id
  ON CONFLICT (seller_id) DO UPDATE SET balance_cents = seller_balances.balance_cents + excluded.balance_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_ledger_entries_balance AFTER INSERT ON seller_ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_ledger_entries_balance();
--> statement-breakpoint
-- Parts delivered before the ledger existed: their sale and the default commission (10 %).
INSERT INTO seller_ledger_entries (seller_id, type, amount_cents, order_id, created_at)
SELECT seller_id, 'sale', seller_total_cents, order_id, updated_at FROM seller_shipments
WHERE status = 'Delivered' ORDER BY updated_at, order_id, seller_id;
--> statement-breakpoint
INSERT INTO seller_ledger_entries (seller_id, type, amount_cents, order_id, created_at)
SELECT seller_id, 'commission', -((seller_total_cents::bigint * commission_bp * 2 + 10000) / 20000), order_id, updated_at
FROM seller_shipments WHERE status = 'Delivered' AND seller_total_cents > 0 ORDER BY updated_at, order_id, seller_id;
