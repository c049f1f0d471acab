CREATE TABLE "category_option_pair_counts" (
	"category_id" integer NOT NULL,
	"token" text NOT NULL,
	"other" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_option_pair_counts_category_id_token_other_pk" PRIMARY KEY("category_id","token","other")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_pairs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_option_pair_counts" ADD CONSTRAINT "category_option_pair_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- option_pairs: every ordered pair of option values one live variant in stock has together, kept
-- with the other fields lists read from the variants (migration 0011's refresh, which this replaces
-- with the pairs added).
CREATE OR REPLACE FUNCTION products_refresh_from_variants(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    quantity = s.quantity,
    price_cents = s.price_cents,
    discount_bp = s.discount_bp,
    special_price_cents = s.special_price_cents,
    variant_count = s.n,
    price_varies = s.varies,
    option_tokens = s.tokens,
    option_pairs = s.pairs
  FROM (
    SELECT v.product_id,
      sum(v.quantity)::int AS quantity,
      count(*)::int AS n,
      min(v.special_price_cents) <> max(v.special_price_cents) AS varies,
      (array_agg(v.price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS price_cents,
      (array_agg(v.discount_bp ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS discount_bp,
      (array_agg(v.special_price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS special_price_cents,
      coalesce((SELECT array_agg(DISTINCT t ORDER BY t) FROM product_variants w, unnest(w.option_tokens) t
                WHERE w.product_id = v.product_id AND w.archived_at IS NULL AND w.quantity > 0), '{}'::text[]) AS tokens,
      coalesce((SELECT jsonb_agg(jsonb_build_array(a, b) ORDER BY a, b) FROM (
                  SELECT DISTINCT a, b FROM product_variants w, unnest(w.option_tokens) a, unnest(w.option_tokens) b
                  WHERE w.product_id = v.product_id AND w.archived_at IS NULL AND w.quantity > 0 AND a <> b) x),
               '[]'::jsonb) AS pairs
    FROM product_variants v
    WHERE v.product_id = ANY(ids) AND v.archived_at IS NULL
    GROUP BY v.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.quantity, p.price_cents, p.discount_bp, p.special_price_cents, p.variant_count, p.price_varies, p.option_tokens, p.option_pairs)
        IS DISTINCT FROM (s.quantity, s.price_cents, s.discount_bp, s.special_price_cents, s.n, s.varies, s.tokens, s.pairs);
$$;
--> statement-breakpoint
-- category_option_pair_counts: for each category, value and other value, how many listed products
-- have a variant in stock with both (their option_pairs). The triggers follow migration 0015's: one
-- ordered upsert of differences per statement; an update counts only what changed `listed`, the
-- category or the pairs.
CREATE FUNCTION products_option_pair_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_pair_counts (category_id, token, other, products)
  SELECT category_id, e->>0, e->>1, count(*)::int FROM new_rows, jsonb_array_elements(option_pairs) e WHERE listed
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, token, other) DO UPDATE SET products = category_option_pair_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_option_pair_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_pair_counts (category_id, token, other, products)
  SELECT category_id, e->>0, e->>1, -count(*)::int FROM old_rows, jsonb_array_elements(option_pairs) e WHERE listed
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, token, other) DO UPDATE SET products = category_option_pair_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_option_pair_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_pair_counts (category_id, token, other, products)
  SELECT c, e->>0, e->>1, sum(n)::int FROM (
    SELECT o.category_id AS c, o.option_pairs AS pairs, -1 AS n
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.listed AND (o.listed, o.category_id, o.option_pairs) IS DISTINCT FROM (w.listed, w.category_id, w.option_pairs)
    UNION ALL
    SELECT w.category_id, w.option_pairs, 1
    FROM new_rows w JOIN old_rows o ON o.id = w.id
    WHERE w.listed AND (o.listed, o.category_id, o.option_pairs) IS DISTINCT FROM (w.listed, w.category_id, w.option_pairs)
  ) d, jsonb_array_elements(pairs) e
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, token, other) DO UPDATE SET products = category_option_pair_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_option_pair_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_pair_counts_insert();
--> statement-breakpoint
CREATE TRIGGER products_option_pair_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_pair_counts_delete();
--> statement-breakpoint
CREATE TRIGGER products_option_pair_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_pair_counts_update();
--> statement-breakpoint
-- Every product's pairs from its variants: the update trigger above counts them.
SELECT products_refresh_from_variants(ARRAY(SELECT id FROM products));
