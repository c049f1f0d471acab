-- redeem_code(promotion, placed_order, customer): takes one use of a discount code for an order, in
-- placement's last statement (docs/decisions/0022). A code without a usage limit takes FOR KEY SHARE
-- of its row, which checkouts share and an edit's FOR UPDATE waits for; a code with one counts the use
-- with a conditional increment that no race can pass. Returns true when the use was taken and
-- recorded, false when the code is no longer active or has no use left (the order is then refused).
-- A function, so that its statements are planned once per connection rather than with every order.
-- An edit that changes the limit while the order is placed is waited for and then obeyed: a limit
-- given counts the use against it, a limit taken off leaves none to count.
-- It checks only what needs the database's locks: that the code is active and its usage limit. The
-- rules it does not check (start and end dates, the per-customer limit, the minimum subtotal, the
-- lines a code applies to) live in server/src/modules/promotions/rules.ts (`checkCode`), which
-- placement runs before it.
CREATE OR REPLACE FUNCTION redeem_code(promotion integer, placed_order integer, customer integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM promotions WHERE id = promotion AND active AND usage_limit IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN
    UPDATE promotions SET times_used = times_used + 1
    WHERE id = promotion AND active AND usage_limit IS NOT NULL AND times_used < usage_limit;
    IF NOT FOUND THEN
      -- An edit may have taken the limit off meanwhile: then the code has no use to count.
      PERFORM 1 FROM promotions WHERE id = promotion AND active AND usage_limit IS NULL FOR KEY SHARE;
      IF NOT FOUND THEN
        RETURN false;
      END IF;
    END IF;
  END IF;
  INSERT INTO promotion_redemptions (promotion_id, order_id, user_id) VALUES (promotion, placed_order, customer);
  RETURN true;
END $$;
