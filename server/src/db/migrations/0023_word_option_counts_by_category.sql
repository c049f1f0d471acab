-- search_word_option_counts is kept per category too (docs/decisions/0026): a word such as "the" or
-- "with" and a value such as "color:red" made one row that every writer selling out a red variant
-- updated, whatever its category. Its rows are refilled from the products (35 s at 100,000 products
-- on a loaded machine; 79,000 rows and 13 MB become 384,000 and 40 MB); the facets of a one-word search
-- add the categories' rows up (facets.ts).
TRUNCATE search_word_option_counts;--> statement-breakpoint
ALTER TABLE "search_word_option_counts" DROP CONSTRAINT "search_word_option_counts_word_token_pk";--> statement-breakpoint
ALTER TABLE "search_word_option_counts" ADD COLUMN "category_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "search_word_option_counts" ADD CONSTRAINT "search_word_option_counts_word_category_id_token_pk" PRIMARY KEY("word","category_id","token");--> statement-breakpoint
ALTER TABLE "search_word_option_counts" ADD CONSTRAINT "search_word_option_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO search_word_option_counts (word, category_id, token, products)
SELECT w, category_id, t, count(*)::int FROM products, unnest(tsvector_to_array(search)) w, unnest(option_tokens) t
WHERE listed AND w !~ '[0-9]'
GROUP BY 1, 2, 3
-- In key order, so that a word's rows (one per category and value) lie on a few pages: read in any
-- order they were one page each, 1.0-1.3 ms for a common word against 0.16 in order (EXPLAIN ANALYZE,
-- 100,000 products).
ORDER BY 1, 2, 3;--> statement-breakpoint
ANALYZE search_word_option_counts;
