-- A product a suspended seller adds waits unlisted with the others until they are reinstated
-- (docs/decisions/0047; seller_products_listing lists them all again).
CREATE OR REPLACE FUNCTION products_listed_at_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed AND EXISTS (SELECT 1 FROM seller_profiles sp WHERE sp.seller_id = NEW.seller_id AND sp.suspended_at IS NOT NULL) THEN
    NEW.listed := false;
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS products_listed_at_insert ON products;
CREATE TRIGGER products_listed_at_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_listed_at_insert();
