CREATE TABLE "search_word_option_counts" (
	"word" text NOT NULL,
	"token" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_word_option_counts_word_token_pk" PRIMARY KEY("word","token")
);
--> statement-breakpoint
-- search_word_option_counts: how many listed products hold each vocabulary word without digits (of
-- their `search` vector: name and description) and each option value in stock (their option_tokens).
-- The triggers follow migration 0015's: each statement that writes products applies its differences as
-- one upsert in key order; an update counts only the products whose `listed`, words or values changed,
-- so an order that leaves every variant it takes from in stock writes nothing here. A row at 0 stays
-- and is not read. Words with digits (a catalog's model codes, one product each) are not kept: a search
-- for one is counted, which is cheap.
CREATE FUNCTION products_word_option_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_option_counts (word, token, products)
  SELECT w, t, count(*)::int FROM new_rows, unnest(tsvector_to_array(search)) w, unnest(option_tokens) t
  WHERE listed AND w !~ '[0-9]'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (word, token) DO UPDATE SET products = search_word_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_word_option_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_option_counts (word, token, products)
  SELECT w, t, -count(*)::int FROM old_rows, unnest(tsvector_to_array(search)) w, unnest(option_tokens) t
  WHERE listed AND w !~ '[0-9]'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (word, token) DO UPDATE SET products = search_word_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_word_option_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.listed AS was_listed, o.search AS had_words, o.option_tokens AS had,
      w.listed AS is_listed, w.search AS has_words, w.option_tokens AS has
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE (o.listed, o.search, o.option_tokens) IS DISTINCT FROM (w.listed, w.search, w.option_tokens))
  INSERT INTO search_word_option_counts (word, token, products)
  SELECT w, t, sum(n)::int FROM (
    SELECT w, t, -1 AS n FROM changed, unnest(tsvector_to_array(had_words)) w, unnest(had) t WHERE was_listed
    UNION ALL
    SELECT w, t, 1 FROM changed, unnest(tsvector_to_array(has_words)) w, unnest(has) t WHERE is_listed
  ) d WHERE w !~ '[0-9]'
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (word, token) DO UPDATE SET products = search_word_option_counts.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_word_option_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_word_option_counts_insert();
--> statement-breakpoint
CREATE TRIGGER products_word_option_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_word_option_counts_delete();
--> statement-breakpoint
CREATE TRIGGER products_word_option_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_word_option_counts_update();
--> statement-breakpoint
-- The products there are now.
INSERT INTO search_word_option_counts (word, token, products)
SELECT w, t, count(*)::int FROM products, unnest(tsvector_to_array(search)) w, unnest(option_tokens) t
WHERE listed AND w !~ '[0-9]'
GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE search_word_option_counts;
