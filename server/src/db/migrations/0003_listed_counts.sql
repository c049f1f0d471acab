ALTER TABLE "categories" ADD COLUMN "listed_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- categories.listed_products counts the listed products of each category, so that a storefront list
-- without filters knows its exact total without counting. Inserts and deletes are counted
-- per statement (a bulk load updates each category once); an update counts only when it changes
-- `listed` or the category, so stock changes from orders never touch the categories.
CREATE FUNCTION products_listed_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories c SET listed_products = c.listed_products + d.n
  FROM (SELECT category_id, count(*)::int AS n FROM new_rows WHERE listed GROUP BY category_id) d
  WHERE c.id = d.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_listed_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories c SET listed_products = c.listed_products - d.n
  FROM (SELECT category_id, count(*)::int AS n FROM old_rows WHERE listed GROUP BY category_id) d
  WHERE c.id = d.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_listed_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.listed THEN
    UPDATE categories SET listed_products = listed_products - 1 WHERE id = OLD.category_id;
  END IF;
  IF NEW.listed THEN
    UPDATE categories SET listed_products = listed_products + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_listed_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_listed_counts_insert();--> statement-breakpoint
CREATE TRIGGER products_listed_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_listed_counts_delete();--> statement-breakpoint
CREATE TRIGGER products_listed_counts_update AFTER UPDATE OF listed, category_id ON products FOR EACH ROW
  WHEN (OLD.listed IS DISTINCT FROM NEW.listed OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION products_listed_counts_update();--> statement-breakpoint
UPDATE categories c SET listed_products = (SELECT count(*) FROM products p WHERE p.category_id = c.id AND p.listed);
