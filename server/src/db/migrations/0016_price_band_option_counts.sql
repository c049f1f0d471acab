CREATE TABLE "price_band_option_counts" (
	"category_id" integer NOT NULL,
	"level" integer NOT NULL,
	"band" integer NOT NULL,
	"token" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_band_option_counts_category_id_level_band_token_pk" PRIMARY KEY("category_id","level","band","token")
);
--> statement-breakpoint
-- price_band_option_counts: category_option_counts by price band, for facets of a list with a price
-- range. Each listed product counts its in-stock tokens once per level (0 to 5) in the band of its
-- special price's whole dollars at that level (dollars >> 4 * level), for its category and for 0 (every
-- category). The triggers follow migration 0015's: one ordered upsert of differences per statement;
-- an update counts only what changed `listed`, the category, the tokens or the price.
CREATE FUNCTION products_price_band_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_band_option_counts (category_id, level, band, token, products)
  SELECT c, l, (special_price_cents / 100) >> (4 * l), t, count(*)::int
  FROM new_rows, unnest(option_tokens) t, unnest(array[0, category_id]) c, generate_series(0, 5) l
  WHERE listed
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, level, band, token) DO UPDATE SET products = price_band_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_price_band_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_band_option_counts (category_id, level, band, token, products)
  SELECT c, l, (special_price_cents / 100) >> (4 * l), t, -count(*)::int
  FROM old_rows, unnest(option_tokens) t, unnest(array[0, category_id]) c, generate_series(0, 5) l
  WHERE listed
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, level, band, token) DO UPDATE SET products = price_band_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_price_band_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_band_option_counts (category_id, level, band, token, products)
  SELECT c, l, (cents / 100) >> (4 * l), t, sum(n)::int
  FROM (
    SELECT o.category_id AS category, o.special_price_cents AS cents, o.option_tokens AS tokens, -1 AS n
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.listed AND (o.listed, o.category_id, o.option_tokens, o.special_price_cents)
      IS DISTINCT FROM (w.listed, w.category_id, w.option_tokens, w.special_price_cents)
    UNION ALL
    SELECT w.category_id, w.special_price_cents, w.option_tokens, 1
    FROM new_rows w JOIN old_rows o ON o.id = w.id
    WHERE w.listed AND (o.listed, o.category_id, o.option_tokens, o.special_price_cents)
      IS DISTINCT FROM (w.listed, w.category_id, w.option_tokens, w.special_price_cents)
  ) d, unnest(tokens) t, unnest(array[0, category]) c, generate_series(0, 5) l
  GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, level, band, token) DO UPDATE SET products = price_band_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_band_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_price_band_counts_insert();
--> statement-breakpoint
CREATE TRIGGER products_price_band_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_price_band_counts_delete();
--> statement-breakpoint
CREATE TRIGGER products_price_band_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_price_band_counts_update();
--> statement-breakpoint
INSERT INTO price_band_option_counts (category_id, level, band, token, products)
SELECT c, l, (special_price_cents / 100) >> (4 * l), t, count(*)::int
FROM products, unnest(option_tokens) t, unnest(array[0, category_id]) c, generate_series(0, 5) l
WHERE listed GROUP BY 1, 2, 3, 4;
