-- Each seller's balance (seller_balances) moves with every ledger entry, in the entry's transaction
-- (docs/decisions/0022): reading a balance costs one row.
CREATE OR REPLACE FUNCTION seller_ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_balances (seller_id, balance_cents)
  SELECT seller_id, sum(amount_cents) FROM new_rows GROUP BY seller_id
  ON CONFLICT (seller_id) DO UPDATE SET balance_cents = seller_balances.balance_cents + excluded.balance_cents;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS seller_ledger_entries_balance ON seller_ledger_entries;
CREATE TRIGGER seller_ledger_entries_balance AFTER INSERT ON seller_ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_ledger_entries_balance();
