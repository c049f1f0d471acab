-- A seller an admin suspends stops selling, and sells again once reinstated (docs/decisions/0047):
-- seller_products_listing makes their products' listing agree.
CREATE OR REPLACE FUNCTION seller_profiles_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seller_products_listing(NEW.seller_id);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS seller_profiles_suspension ON seller_profiles;
CREATE TRIGGER seller_profiles_suspension AFTER UPDATE OF suspended_at ON seller_profiles
  FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION seller_profiles_suspension();
