-- A seller who is deleted or loses the seller role (admins sell too) stops selling: their products
-- leave the storefront and every cart (orders keep their copies); restoring the role lists them again.
CREATE OR REPLACE FUNCTION users_delist_products() RETURNS trigger LANGUAGE plpgsql AS $$
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

DROP TRIGGER IF EXISTS users_delist_products ON users;
CREATE TRIGGER users_delist_products AFTER UPDATE OF roles, deleted_at ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION users_delist_products();
