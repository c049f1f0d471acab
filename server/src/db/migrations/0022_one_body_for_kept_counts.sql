-- The catalog's kept counts move to one trigger function, products_kept_counts, and the variants'
-- three entry functions to one, product_variants_changed; their bodies live in src/db/functions/,
-- which the migrate step applies after the migrations (docs/decisions/0026). This migration only
-- takes the old triggers and functions away: the tables they kept stay, with their contents.
DROP TRIGGER IF EXISTS products_listed_counts_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_listed_counts_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_listed_counts_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_counts_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_price_band_counts_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_price_band_counts_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_price_band_counts_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_pair_counts_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_pair_counts_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_option_pair_counts_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_option_tokens_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_option_tokens_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_option_tokens_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_word_option_counts_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_word_option_counts_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_word_option_counts_update ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS products_listed_counts_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_listed_counts_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_listed_counts_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_words_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_words_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_words_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_counts_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_counts_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_counts_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_price_band_counts_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_price_band_counts_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_price_band_counts_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_pair_counts_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_pair_counts_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_option_pair_counts_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_option_tokens_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_option_tokens_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_option_tokens_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_word_option_counts_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_word_option_counts_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_word_option_counts_update();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_after_insert ON product_variants;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_after_update ON product_variants;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_after_delete ON product_variants;--> statement-breakpoint
DROP FUNCTION IF EXISTS product_variants_inserted();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_variants_updated();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_variants_deleted();
