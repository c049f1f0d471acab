-- Every statement that writes variants refreshes their products' rows (products_refresh_from_variants),
-- once per statement: an order's decrement of several variants writes each product once.
CREATE OR REPLACE FUNCTION product_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_from_variants(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_from_variants(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM products_refresh_from_variants(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS product_variants_after_insert ON product_variants;
CREATE TRIGGER product_variants_after_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();

DROP TRIGGER IF EXISTS product_variants_after_update ON product_variants;
CREATE TRIGGER product_variants_after_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();

DROP TRIGGER IF EXISTS product_variants_after_delete ON product_variants;
CREATE TRIGGER product_variants_after_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_changed();
