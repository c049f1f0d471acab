CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_special_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_quantity_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary for typo correction: the words of a product's name and description.
CREATE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW.name, '') || ' ' || coalesce(NEW.description, '')))) AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, unnest(tsvector_to_array(to_tsvector('simple', name || ' ' || description))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A seller who is deleted or loses the seller role (admins sell too) stops selling: their products leave the storefront
-- and every cart (orders keep their copies); restoring the role lists them again.
CREATE FUNCTION users_delist_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  selling boolean := NEW.deleted_at IS NULL AND NEW.roles && ARRAY['ROLE_SELLER', 'ROLE_ADMIN'];
  changed integer;
BEGIN
  UPDATE products SET listed = selling WHERE seller_id = NEW.id AND listed IS DISTINCT FROM selling;
  GET DIAGNOSTICS changed = ROW_COUNT;
  -- Every server's catalog cache empties when this commits (modules/catalog/changes.ts).
  IF changed > 0 THEN
    PERFORM pg_notify('marigold_catalog', 'all');
  END IF;
  IF NOT selling THEN
    DELETE FROM cart_items WHERE product_id IN (SELECT id FROM products WHERE seller_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_delist_products AFTER UPDATE OF roles, deleted_at ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION users_delist_products();
--> statement-breakpoint
UPDATE products p SET listed = false FROM users u
  WHERE u.id = p.seller_id AND (u.deleted_at IS NOT NULL OR NOT (u.roles && ARRAY['ROLE_SELLER', 'ROLE_ADMIN']));
--> statement-breakpoint
-- The storefront reads only listed products: its indexes are partial on listed and carry the columns
-- the filters test, so a page's ids and a capped count are index-only scans (docs/performance.md).
CREATE INDEX "products_listed_id_idx" ON "products" ("id") INCLUDE ("category_id", "special_price_cents", "quantity", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" ("category_id", "id") INCLUDE ("special_price_cents", "quantity", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_name_idx" ON "products" ("name", "id") INCLUDE ("category_id", "special_price_cents", "quantity", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" ("price_cents", "id") INCLUDE ("category_id", "special_price_cents", "quantity", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_special_price_idx" ON "products" ("special_price_cents", "id") INCLUDE ("category_id", "quantity", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_quantity_idx" ON "products" ("quantity", "id") INCLUDE ("category_id", "special_price_cents", "discount_bp") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_discount_idx" ON "products" ("discount_bp", "id") INCLUDE ("category_id", "special_price_cents", "quantity") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "products_listed_search_idx" ON "products" USING gin ("search") WHERE "listed";
