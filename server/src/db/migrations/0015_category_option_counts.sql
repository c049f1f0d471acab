CREATE TABLE "category_option_counts" (
	"category_id" integer NOT NULL,
	"token" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_option_counts_category_id_token_pk" PRIMARY KEY("category_id","token")
);
--> statement-breakpoint
ALTER TABLE "category_option_counts" ADD CONSTRAINT "category_option_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- category_option_counts: how many listed products of each category have each option value in stock
-- (their option_tokens). Each statement that writes products applies its differences as one upsert,
-- in key order, so that two single-statement writers take the rows in the same order (a transaction
-- of several statements may still deadlock with another; its retry handles it). An update counts only
-- what changed `listed`, the category or the tokens: an order that leaves every variant it takes from
-- in stock writes nothing here. A row at 0 stays and is not read.
CREATE FUNCTION products_option_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_counts (category_id, token, products)
  SELECT category_id, t, count(*)::int FROM new_rows, unnest(option_tokens) t WHERE listed
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (category_id, token) DO UPDATE SET products = category_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_option_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_counts (category_id, token, products)
  SELECT category_id, t, -count(*)::int FROM old_rows, unnest(option_tokens) t WHERE listed
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (category_id, token) DO UPDATE SET products = category_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_option_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_counts (category_id, token, products)
  SELECT c, t, sum(n)::int FROM (
    SELECT o.category_id AS c, t, -1 AS n
    FROM old_rows o JOIN new_rows w ON w.id = o.id, unnest(o.option_tokens) t
    WHERE o.listed AND (o.listed, o.category_id, o.option_tokens) IS DISTINCT FROM (w.listed, w.category_id, w.option_tokens)
    UNION ALL
    SELECT w.category_id, t, 1
    FROM new_rows w JOIN old_rows o ON o.id = w.id, unnest(w.option_tokens) t
    WHERE w.listed AND (o.listed, o.category_id, o.option_tokens) IS DISTINCT FROM (w.listed, w.category_id, w.option_tokens)
  ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (category_id, token) DO UPDATE SET products = category_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_option_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_counts_insert();
--> statement-breakpoint
CREATE TRIGGER products_option_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_counts_delete();
--> statement-breakpoint
CREATE TRIGGER products_option_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_option_counts_update();
--> statement-breakpoint
-- Replacing a variant set first parks the variants it keeps under a placeholder option ("~") so that
-- their final options can be written in any order: a parked variant keeps the tokens it had, so the
-- product's tokens (and the counts above) move only by what the new set changes.
CREATE OR REPLACE FUNCTION product_variants_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.options ? '~' THEN
    RETURN NEW;
  END IF;
  NEW.option_tokens := coalesce(
    (SELECT array_agg(lower(btrim(key)) || ':' || lower(btrim(value)) ORDER BY 1) FROM jsonb_each_text(NEW.options)),
    '{}'::text[]);
  RETURN NEW;
END $$;
--> statement-breakpoint
INSERT INTO category_option_counts (category_id, token, products)
SELECT category_id, t, count(*)::int FROM products, unnest(option_tokens) t WHERE listed GROUP BY 1, 2;
