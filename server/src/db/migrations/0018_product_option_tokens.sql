CREATE TABLE "product_option_tokens" (
	"category_id" integer NOT NULL,
	"token" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_option_tokens_category_id_token_product_id_pk" PRIMARY KEY("category_id","token","product_id")
);
--> statement-breakpoint
-- product_option_tokens: a row for every listed product and value in its option_tokens (the values
-- of its variants in stock), by category. The triggers follow migration 0015's: one statement per
-- trigger, inserts in key order; every key holds its product, whose row lock writers of it already
-- take. An update touches only the products whose `listed`, category or values changed, and only the
-- values that differ.
CREATE FUNCTION product_option_tokens_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_option_tokens (category_id, token, product_id)
  SELECT category_id, t, id FROM new_rows, unnest(option_tokens) t WHERE listed
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_option_tokens_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_option_tokens x
  USING (SELECT category_id, t, id FROM old_rows, unnest(option_tokens) t WHERE listed) o
  WHERE x.category_id = o.category_id AND x.token = o.t AND x.product_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_option_tokens_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.id, o.listed AS was_listed, o.category_id AS was_in, o.option_tokens AS had,
      w.listed AS is_listed, w.category_id AS is_in, w.option_tokens AS has
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE (o.listed, o.category_id, o.option_tokens) IS DISTINCT FROM (w.listed, w.category_id, w.option_tokens)),
  before AS (SELECT was_in AS c, t, id FROM changed, unnest(had) t WHERE was_listed),
  after AS (SELECT is_in AS c, t, id FROM changed, unnest(has) t WHERE is_listed),
  gone AS (
    DELETE FROM product_option_tokens x
    USING (SELECT * FROM before EXCEPT SELECT * FROM after) g
    WHERE x.category_id = g.c AND x.token = g.t AND x.product_id = g.id)
  INSERT INTO product_option_tokens (category_id, token, product_id)
  SELECT * FROM (SELECT * FROM after EXCEPT SELECT * FROM before) n
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_option_tokens_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_tokens_insert();
--> statement-breakpoint
CREATE TRIGGER product_option_tokens_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_tokens_delete();
--> statement-breakpoint
CREATE TRIGGER product_option_tokens_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_tokens_update();
--> statement-breakpoint
-- The products there are now.
INSERT INTO product_option_tokens (category_id, token, product_id)
SELECT category_id, t, id FROM products, unnest(option_tokens) t WHERE listed
ORDER BY 1, 2, 3;
--> statement-breakpoint
-- Statistics now, so that the first lists are planned knowing the table's size.
ANALYZE product_option_tokens;
