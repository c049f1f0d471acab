-- What lists read on the product row, from its live variants (docs/decisions/0022): the stock (their
-- sum), the price, discount and special price of the cheapest variant in stock (else the cheapest),
-- how many there are, whether their prices differ, the option values some variant in stock has
-- (option_tokens) and every ordered pair of values one variant in stock has together (option_pairs).
-- A product row is written only when one of these changed; the catalog's kept counts follow from
-- that write (products_kept_counts).
CREATE OR REPLACE FUNCTION products_refresh_from_variants(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    quantity = s.quantity,
    price_cents = s.price_cents,
    discount_bp = s.discount_bp,
    special_price_cents = s.special_price_cents,
    variant_count = s.n,
    price_varies = s.varies,
    option_tokens = s.tokens,
    option_pairs = s.pairs
  FROM (
    SELECT v.product_id,
      sum(v.quantity)::int AS quantity,
      count(*)::int AS n,
      min(v.special_price_cents) <> max(v.special_price_cents) AS varies,
      (array_agg(v.price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS price_cents,
      (array_agg(v.discount_bp ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS discount_bp,
      (array_agg(v.special_price_cents ORDER BY v.quantity > 0 DESC, v.special_price_cents, v.position, v.id))[1] AS special_price_cents,
      coalesce((SELECT array_agg(DISTINCT t ORDER BY t) FROM product_variants w, unnest(w.option_tokens) t
                WHERE w.product_id = v.product_id AND w.archived_at IS NULL AND w.quantity > 0), '{}'::text[]) AS tokens,
      coalesce((SELECT jsonb_agg(jsonb_build_array(a, b) ORDER BY a, b) FROM (
                  SELECT DISTINCT a, b FROM product_variants w, unnest(w.option_tokens) a, unnest(w.option_tokens) b
                  WHERE w.product_id = v.product_id AND w.archived_at IS NULL AND w.quantity > 0 AND a <> b) x),
               '[]'::jsonb) AS pairs
    FROM product_variants v
    WHERE v.product_id = ANY(ids) AND v.archived_at IS NULL
    GROUP BY v.product_id
  ) s
  WHERE p.id = s.product_id
    AND (p.quantity, p.price_cents, p.discount_bp, p.special_price_cents, p.variant_count, p.price_varies, p.option_tokens, p.option_pairs)
        IS DISTINCT FROM (s.quantity, s.price_cents, s.discount_bp, s.special_price_cents, s.n, s.varies, s.tokens, s.pairs);
$$;
