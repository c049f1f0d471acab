-- The catalog's kept counts (docs/decisions/0044), from every statement that writes products, in one
-- body: the products a statement changed, as they were (`gone`, counted -1) and as they are (`came`,
-- +1), and each kept structure moved by the sum of those per key, written only where the sum is not
-- 0. A write that changes none of the counted columns (a sale that sells out no value: only its
-- stock changes) ends after one comparison of the statement's rows.
--
--   categories.listed_products          listed products per category (exact totals of plain lists)
--   search_words                         the vocabulary: every word of every product, listed or not
--   search_word_counts                   listed products per category holding each word
--   category_option_counts               listed products per category and in-stock value
--   price_band_option_counts             the same per price band (six levels of 16^L dollars)
--   category_option_pair_counts          the same per pair of values one variant in stock has
--   product_option_tokens                a row per listed product and in-stock value, by category
--   search_word_option_counts            listed products per category, word without digits and value
--
-- Every upsert is in key order, so that two single-statement writers take shared rows in the same
-- order. Every count is keyed by category, so writers of different categories never update the same
-- row; the vocabulary is only inserted into (a word no product held before), never updated.
CREATE OR REPLACE FUNCTION products_kept_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone products[] := '{}';
  came products[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    gone := ARRAY(SELECT o FROM old_rows o);
  ELSE
    SELECT coalesce(array_agg(o), '{}'), coalesce(array_agg(w), '{}') INTO gone, came
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE (o.listed, o.category_id, o.special_price_cents, o.option_tokens, o.option_pairs, o.search)
      IS DISTINCT FROM (w.listed, w.category_id, w.special_price_cents, w.option_tokens, w.option_pairs, w.search);
    IF cardinality(gone) = 0 THEN
      RETURN NULL;
    END IF;
  END IF;

  WITH d AS MATERIALIZED (
    SELECT -1 AS n, g.id, g.listed, g.category_id, g.special_price_cents, g.option_tokens, g.option_pairs,
      tsvector_to_array(g.search) AS words
    FROM unnest(gone) g
    UNION ALL
    SELECT 1, c.id, c.listed, c.category_id, c.special_price_cents, c.option_tokens, c.option_pairs,
      tsvector_to_array(c.search)
    FROM unnest(came) c),
  listed AS (SELECT * FROM d WHERE listed),
  in_categories AS (
    UPDATE categories k SET listed_products = k.listed_products + s.n
    FROM (SELECT category_id, sum(n)::int AS n FROM listed GROUP BY 1 HAVING sum(n) <> 0) s
    WHERE k.id = s.category_id),
  -- Every word of every product is in the vocabulary (search reads prefixes and typos from it), listed
  -- or not. An existing word is left alone: DO NOTHING takes no lock on it.
  vocabulary AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM d, unnest(words) w WHERE n > 0
    ORDER BY w
    ON CONFLICT (word) DO NOTHING),
  by_word AS (
    INSERT INTO search_word_counts (word, category_id, products)
    SELECT w, category_id, sum(n)::int FROM listed, unnest(words) w
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY w COLLATE "C", category_id
    ON CONFLICT (word, category_id) DO UPDATE SET products = search_word_counts.products + excluded.products),
  by_category AS (
    INSERT INTO category_option_counts (category_id, token, products)
    SELECT category_id, t, sum(n)::int FROM listed, unnest(option_tokens) t
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (category_id, token) DO UPDATE SET products = category_option_counts.products + excluded.products),
  -- Each product in its category's bands only: "all products" with a price range adds the categories up.
  by_price_band AS (
    INSERT INTO price_band_option_counts (category_id, level, band, token, products)
    SELECT category_id, l, (special_price_cents / 100) >> (4 * l), t, sum(n)::int
    FROM listed, unnest(option_tokens) t, generate_series(0, 5) l
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, level, band, token)
      DO UPDATE SET products = price_band_option_counts.products + excluded.products),
  by_pair AS (
    INSERT INTO category_option_pair_counts (category_id, token, other, products)
    SELECT category_id, e->>0, e->>1, sum(n)::int FROM listed, jsonb_array_elements(option_pairs) e
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, token, other) DO UPDATE SET products = category_option_pair_counts.products + excluded.products),
  values_held AS (
    SELECT category_id, t AS token, id, sum(n) AS n FROM listed, unnest(option_tokens) t
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0),
  values_lost AS (
    DELETE FROM product_option_tokens x USING values_held v
    WHERE v.n < 0 AND x.category_id = v.category_id AND x.token = v.token AND x.product_id = v.id),
  values_gained AS (
    INSERT INTO product_option_tokens (category_id, token, product_id)
    SELECT category_id, token, id FROM values_held WHERE n > 0 ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING)
  INSERT INTO search_word_option_counts (word, category_id, token, products)
  SELECT w, category_id, t, sum(n)::int FROM listed, unnest(words) w, unnest(option_tokens) t
  WHERE w !~ '[0-9]'
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (word, category_id, token) DO UPDATE SET products = search_word_option_counts.products + excluded.products;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS products_kept_counts_insert ON products;
CREATE TRIGGER products_kept_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_kept_counts();

DROP TRIGGER IF EXISTS products_kept_counts_update ON products;
CREATE TRIGGER products_kept_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_kept_counts();

DROP TRIGGER IF EXISTS products_kept_counts_delete ON products;
CREATE TRIGGER products_kept_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_kept_counts();
