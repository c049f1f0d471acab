-- A variant's tokens ("size:m") from its options, on every write (docs/decisions/0022).
-- Replacing a variant set first parks the variants it keeps under a placeholder option ("~") so that
-- their final options can be written in any order: a parked variant keeps the tokens it had, so the
-- product's tokens (and the catalog's kept counts) move only by what the new set changes.
CREATE OR REPLACE FUNCTION product_variants_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.options ? '~' THEN
    RETURN NEW;
  END IF;
  NEW.option_tokens := coalesce(
    (SELECT array_agg(lower(btrim(key)) || ':' || lower(btrim(value)) ORDER BY 1) FROM jsonb_each_text(NEW.options)),
    '{}'::text[]);
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS product_variants_tokens ON product_variants;
CREATE TRIGGER product_variants_tokens BEFORE INSERT OR UPDATE OF options ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_tokens();
