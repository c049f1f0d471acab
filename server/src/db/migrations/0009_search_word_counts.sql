ALTER TABLE "search_words" ADD COLUMN "listed_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- search_words.listed_products counts the listed products whose search vector holds each word,
-- so that a one-word search knows it matches more than the exact-count limit without reading 10,001 rows
-- (docs/decisions/0020-search-word-counts.md). The triggers replace products_search_words, which only
-- added new words. Every change is an upsert in word order, so that two writers lock shared words in the
-- same order; inserts and deletes are counted per statement (a bulk load updates each word once), an
-- update only when it changes the words or `listed`, so a sale never touches the vocabulary.
-- Each product write now updates its words' counts: room on every page keeps those updates HOT (no new
-- index entries), and the trigram index takes its entries at once instead of into GIN's pending list,
-- which, once filled, made the planner scan every word for a typo instead of using the index
-- (7-34 ms against 1 ms at a million products).
ALTER TABLE search_words SET (fillfactor = 50);--> statement-breakpoint
ALTER INDEX search_words_trgm_idx SET (fastupdate = off);--> statement-breakpoint
DROP TRIGGER products_search_words ON products;--> statement-breakpoint
DROP FUNCTION products_search_words();--> statement-breakpoint
CREATE FUNCTION products_search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, (count(*) FILTER (WHERE r.listed))::int
    FROM new_rows r, unnest(tsvector_to_array(r.search)) AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products
    WHERE excluded.listed_products <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, -count(*)::int
    FROM old_rows r, unnest(tsvector_to_array(r.search)) AS w
    WHERE r.listed AND length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, sum(d)::int FROM (
      SELECT w, -1 AS d FROM unnest(tsvector_to_array(OLD.search)) AS w WHERE OLD.listed
      UNION ALL
      SELECT w, CASE WHEN NEW.listed THEN 1 ELSE 0 END FROM unnest(tsvector_to_array(NEW.search)) AS w
    ) x
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products
    WHERE excluded.listed_products <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_insert();--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_delete();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name, description, listed ON products FOR EACH ROW
  WHEN (OLD.search IS DISTINCT FROM NEW.search OR OLD.listed IS DISTINCT FROM NEW.listed)
  EXECUTE FUNCTION products_search_words_update();--> statement-breakpoint
INSERT INTO search_words (word, listed_products)
  SELECT w, count(*)::int FROM products p, unnest(tsvector_to_array(p.search)) AS w
  WHERE p.listed AND length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  GROUP BY w
ON CONFLICT (word) DO UPDATE SET listed_products = excluded.listed_products;--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm_idx'::regclass);
