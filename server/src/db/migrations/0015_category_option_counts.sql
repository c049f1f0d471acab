CREATE TABLE "category_option_counts" (
	"category_id" integer NOT NULL,
	"token" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_option_counts_category_id_token_pk" PRIMARY KEY("category_id","token")
);
--> statement-breakpoint
ALTER TABLE "category_option_counts" ADD CONSTRAINT "category_option_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- category_option_counts: how many listed products of each category have each option value in stock
-- (their option_tokens). Every change is one upsert of the differences, in key order (so that two
-- writers take the rows in the same order); a row at 0 stays and is not read. An update counts only
-- when it changes `listed`, the category or the tokens, so an order that leaves every variant it
-- takes from in stock never touches these rows.
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
  UPDATE category_option_counts c SET products = c.products - d.n
  FROM (SELECT category_id, t, count(*)::int AS n FROM old_rows, unnest(option_tokens) t WHERE listed
        GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c.category_id = d.category_id AND c.token = d.t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_option_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_option_counts (category_id, token, products)
  SELECT c, t, sum(n)::int FROM (
    SELECT OLD.category_id AS c, t, -1 AS n FROM unnest(OLD.option_tokens) t WHERE OLD.listed
    UNION ALL
    SELECT NEW.category_id, t, 1 FROM unnest(NEW.option_tokens) t WHERE NEW.listed
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
CREATE TRIGGER products_option_counts_update AFTER UPDATE OF listed, category_id, option_tokens ON products FOR EACH ROW
  WHEN (OLD.listed IS DISTINCT FROM NEW.listed OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.option_tokens IS DISTINCT FROM NEW.option_tokens)
  EXECUTE FUNCTION products_option_counts_update();
--> statement-breakpoint
INSERT INTO category_option_counts (category_id, token, products)
SELECT category_id, t, count(*)::int FROM products, unnest(option_tokens) t WHERE listed GROUP BY 1, 2;
--> statement-breakpoint
-- Facets of a list with a price range count the tokens of the products on one side of it: the
-- special-price index carries the tokens, so that both are read from the index alone.
DROP INDEX "products_listed_special_price_idx";
--> statement-breakpoint
CREATE INDEX "products_listed_special_price_idx" ON "products" ("special_price_cents", "id")
  INCLUDE ("category_id", "quantity", "discount_bp", "option_tokens") WHERE "listed";
