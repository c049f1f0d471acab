-- A seller who is deleted or loses the seller role (admins sell too) stops selling; restoring the
-- role lists their products again (seller_products_listing).
CREATE OR REPLACE FUNCTION users_delist_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seller_products_listing(NEW.id);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS users_delist_products ON users;
CREATE TRIGGER users_delist_products AFTER UPDATE OF roles, deleted_at ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION users_delist_products();
