-- The vocabulary words that start with a prefix are the range [prefix, the next string after every
-- string that starts with it) in code point order, whatever the database's collation: search reads its
-- prefixes, their kept counts and whether a word is known at all through this index (search.ts).
CREATE INDEX "search_words_word_c_idx" ON "search_words" USING btree ("word" collate "C");