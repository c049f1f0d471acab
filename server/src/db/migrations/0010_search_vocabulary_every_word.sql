-- The vocabulary keeps every word of every product: search writes a prefix out as the
-- vocabulary's words that start with it (search.ts), which GIN answers by skipping through their posting
-- lists instead of collecting every entry of the prefix first (docs/performance.md, "Prefixes that GIN can
-- skip through"). That is exact only if no word is missing, so the words with digits and those under 3 or
-- over 40 letters, which 0009 left out, are kept too; the typo step leaves them out itself.
CREATE OR REPLACE FUNCTION products_search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, (count(*) FILTER (WHERE r.listed))::int
    FROM new_rows r, unnest(tsvector_to_array(r.search)) AS w
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products
    WHERE excluded.listed_products <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, -count(*)::int
    FROM old_rows r, unnest(tsvector_to_array(r.search)) AS w
    WHERE r.listed
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, listed_products)
    SELECT w, sum(d)::int FROM (
      SELECT w, -1 AS d FROM unnest(tsvector_to_array(OLD.search)) AS w WHERE OLD.listed
      UNION ALL
      SELECT w, CASE WHEN NEW.listed THEN 1 ELSE 0 END FROM unnest(tsvector_to_array(NEW.search)) AS w
    ) x
    GROUP BY w ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listed_products = search_words.listed_products + excluded.listed_products
    WHERE excluded.listed_products <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The typo step's trigram index holds only the words it may correct to: a catalog's model codes
-- (one per product, "W530838") would otherwise be most of its entries and the candidates of every typo
-- that shares their first letter. search.ts asks with the same condition, so the planner can use it.
DROP INDEX search_words_trgm_idx;--> statement-breakpoint
-- The words missing so far: those 0009 left out, and those of products that were not listed when 0009
-- counted (its backfill read listed products only). Words already there keep their counts.
INSERT INTO search_words (word, listed_products)
  SELECT w, (count(*) FILTER (WHERE p.listed))::int FROM products p, unnest(tsvector_to_array(p.search)) AS w
  GROUP BY w
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off)
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]';
