-- Whether a seller's products are on sale, made true of them: a seller sells while their account is
-- live, holds the seller role (admins sell too) and is not suspended (docs/decisions/0047). Products
-- that stop selling leave the storefront and every cart (orders keep their copies); they come back
-- when the seller sells again. Called by the triggers on users and seller_profiles.
CREATE OR REPLACE FUNCTION seller_products_listing(seller integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  selling boolean := EXISTS (
    SELECT 1 FROM users u
    WHERE u.id = seller AND u.deleted_at IS NULL AND u.roles && ARRAY['ROLE_SELLER', 'ROLE_ADMIN']
      AND NOT EXISTS (SELECT 1 FROM seller_profiles sp WHERE sp.seller_id = u.id AND sp.suspended_at IS NOT NULL));
  changed integer;
BEGIN
  UPDATE products SET listed = selling WHERE seller_id = seller AND listed IS DISTINCT FROM selling;
  GET DIAGNOSTICS changed = ROW_COUNT;
  -- Every server's catalog cache empties when this commits (modules/catalog/changes.ts).
  IF changed > 0 THEN
    PERFORM pg_notify('marigold_catalog', 'all');
  END IF;
  IF NOT selling THEN
    DELETE FROM cart_items WHERE product_id IN (SELECT id FROM products WHERE seller_id = seller);
  END IF;
END $$;
