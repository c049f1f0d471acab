-- The sellers' ledger is append-only (docs/decisions/0022): a correction is a new entry.
CREATE OR REPLACE FUNCTION seller_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'seller ledger entries are never changed or deleted; record a correcting entry instead'
    USING ERRCODE = 'restrict_violation';
END $$;

DROP TRIGGER IF EXISTS seller_ledger_entries_append_only ON seller_ledger_entries;
CREATE TRIGGER seller_ledger_entries_append_only BEFORE UPDATE OR DELETE ON seller_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION seller_ledger_entries_append_only();

DROP TRIGGER IF EXISTS seller_ledger_entries_no_truncate ON seller_ledger_entries;
CREATE TRIGGER seller_ledger_entries_no_truncate BEFORE TRUNCATE ON seller_ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION seller_ledger_entries_append_only();
