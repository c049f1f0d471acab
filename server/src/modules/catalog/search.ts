/**
 * Keyword search in two steps (docs/performance.md): full-text with word prefixes first (the GIN
 * index on `search`); only when that finds nothing, each word is compared with the catalog's
 * vocabulary (`search_words`, a trigram index over a few thousand words instead of every product)
 * and the closest words are searched instead, so one-letter typos still find ("headphnes").
 *
 * A prefix that only a few vocabulary words start with is written out as those words ("yoga" →
 * `(yoga | yogas)`): the same matches, since the vocabulary holds every word of every product
 * (migration 0010), but GIN skips through exact words' posting lists where a prefix makes it collect
 * every entry first (82 → 18-23 ms for a two-word search at a million products).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";

const MAX_WORDS = 8;
/** Words shorter than this are not corrected: too many words are one letter away from them. */
const MIN_CORRECTED_LENGTH = 4;
const ALTERNATIVES = 3;

/** The first string after every string that starts with `prefix`, in code point order. */
const pastPrefix = (prefix: string) => {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - 1) + String.fromCodePoint(last + 1);
};

/**
 * The vocabulary words that start with `prefix` (`past` is its pastPrefix): a range in code point
 * order, which the vocabulary's "C" index reads whatever the database's collation (migration 0014);
 * starts_with keeps the answer exact.
 */
const startingWith = (prefix: SQL, past: SQL) =>
  sql`word collate "C" >= ${prefix} and word collate "C" < ${past} and starts_with(word, ${prefix})`;

/**
 * The words of a keyword, lower case, letters and digits only (safe inside a tsquery): split once per
 * search, and handed to each step.
 */
export function keywordWords(keyword: string): string[] {
  return keyword
    .trim()
    .slice(0, 100)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** How many of a prefix's vocabulary words the kept counts are read of (`lookUpWords`). */
const BOUND_WORDS = 2000;
/** Above this many vocabulary words a prefix stays a prefix: written out, it would be a long OR. */
const MAX_SPELLED_OUT = 8;
/** At most this many held words make a search's facets from their kept counts (`keptWordsOf`, kept-counts.ts). */
const MAX_HELD = 8;
/** A word that `to_tsquery('simple', …)` reads back as the same single word. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The kept counts (`search_word_counts`, one row per word and category, added up: decision 0044) of
 * the vocabulary words a condition on one word matches: each is the exact number of listed products
 * holding that word. `complete` when every such word was counted (at most BOUND_WORDS of them).
 */
export interface WordCounts {
  /** The largest count: every product holding that word matches, so it bounds the matches from below. */
  max: number;
  /** The sum: the matches are at most this many when `complete`. */
  sum: number;
  /** How many of the words some listed product holds: with one or none, `max` is the exact number of matches. */
  nonzero: number;
  complete: boolean;
  /** The listed products in all (the categories' kept counts, migration 0003). */
  listed: number;
  /**
   * When `complete` and at most MAX_HELD of the words are held by a listed product, those words: the
   * listed products the condition matches are exactly their holders (`keptWordsOf`, kept-counts.ts).
   */
  held?: string[];
}

/** What the vocabulary says of each typed word, read in one statement (`lookUpWords`). */
export interface WordLookup {
  words: readonly string[];
  /** Per typed word: the first MAX_SPELLED_OUT + 1 vocabulary words that start with it, in word order. */
  starting: Map<string, string[]>;
  /** Per typed word: the kept counts of the vocabulary words that start with it. */
  counts: Map<string, WordCounts>;
  /**
   * True when some typed word starts no vocabulary word that a listed product holds: the words as
   * typed match nothing (the vocabulary holds every word of every product, migration 0010).
   */
  nothingAsTyped: boolean;
  /**
   * When `nothingAsTyped`, the closest vocabulary words to each typed word the vocabulary does not
   * hold, with their counts (what `closestWords` would answer); otherwise undefined.
   */
  closest?: Map<string, { word: string; n: number }[]>;
}

const noCounts: WordCounts = { max: 0, sum: 0, nonzero: 0, complete: true, listed: 0 };

/**
 * The typo step's candidates for `word` (an SQL expression): close vocabulary words, the best first.
 * Words with digits and very short or long words are in the vocabulary (to write prefixes out) but are
 * no corrections; the condition is the typo index's own (migration 0010), so the planner uses it.
 */
const closestTo = (word: SQL) =>
  sql`select a.word, (select coalesce(sum(c.products), 0)::int from search_word_counts c
                      where c.word = a.word collate "C") as listed_products
      from (select word from search_words
            where word % ${word} and length(word) between 3 and 40 and word !~ '[0-9]'
            order by word <-> ${word}, word limit ${ALTERNATIVES}) a`;

/**
 * Everything search needs from the vocabulary, in one statement for all the typed words: the words
 * that start with each (to write a prefix out), their kept counts (to know or bound the matches without
 * reading them), and, only when some word starts nothing a listed product holds, each word's closest
 * words (the typo step, which then needs no pass over the products first).
 */
export async function lookUpWords(db: Tx, words: readonly string[]): Promise<WordLookup> {
  const rows = await rowsOf<{
    prefix: string;
    starting: string[] | null;
    n: number;
    max: number;
    sum: number;
    nonzero: number;
    held: string[] | null;
    listed: number;
    closest: { word: string; n: number }[] | null;
  }>(
    db.execute(
      sql`with p as materialized (
            select p.prefix, p.ord,
                   array(select word from search_words where ${startingWith(sql`p.prefix`, sql`p.past`)}
                         order by word limit ${MAX_SPELLED_OUT + 1}) as starting,
                   c.n, c.max, c.sum, c.nonzero, c.held
            from unnest(${sql.param(words)}::text[], ${sql.param(words.map(pastPrefix))}::text[])
                   with ordinality as p(prefix, past, ord)
            cross join lateral (
              select count(*)::int as n, coalesce(max(listed_products), 0)::int as max,
                     coalesce(sum(listed_products), 0)::int as sum,
                     (count(*) filter (where listed_products > 0))::int as nonzero,
                     (array_agg(word) filter (where listed_products > 0))[1:${MAX_HELD}] as held
              from (select word, sum(products) as listed_products from search_word_counts
                    where ${startingWith(sql`p.prefix`, sql`p.past`)}
                    group by word order by word limit ${BOUND_WORDS + 1}) w) c)
          select p.prefix, p.starting, p.n, p.max, p.sum, p.nonzero, p.held,
                 (select coalesce(sum(listed_products), 0)::int from categories) as listed,
                 case when length(p.prefix) >= ${MIN_CORRECTED_LENGTH}
                           and exists (select 1 from p q where q.nonzero = 0 and q.n <= ${BOUND_WORDS})
                      then (select json_agg(json_build_object('word', a.word, 'n', a.listed_products))
                            from (${closestTo(sql`p.prefix`)}) a)
                 end as closest
          from p order by p.ord`,
    ),
  );
  const starting = new Map<string, string[]>();
  const counts = new Map<string, WordCounts>();
  const closest = new Map<string, { word: string; n: number }[]>();
  let nothingAsTyped = false;
  for (const row of rows) {
    const complete = Number(row.n) <= BOUND_WORDS;
    const c = {
      max: Number(row.max),
      sum: Number(row.sum),
      nonzero: Number(row.nonzero),
      complete,
      listed: Number(row.listed),
      held: complete && Number(row.nonzero) <= MAX_HELD ? (row.held ?? []) : undefined,
    };
    starting.set(row.prefix, row.starting ?? []);
    counts.set(row.prefix, c);
    if (complete && c.nonzero === 0) nothingAsTyped = true;
    const found = (row.closest ?? []).map((a) => ({ word: a.word, n: Number(a.n) }));
    // As in closestWords: a word the vocabulary holds as it is is not corrected.
    if (found.length && !found.some((a) => a.word === row.prefix)) closest.set(row.prefix, found);
  }
  return { words, starting, counts, nothingAsTyped, closest: nothingAsTyped ? closest : undefined };
}

/** A tsquery where each word may also be one of its close vocabulary words. */
function correctedTsQuery(words: readonly string[], closest: Map<string, string[]>): string {
  return words
    .map((w) => {
      const alts = (closest.get(w) ?? []).filter((a) => PLAIN_WORD.test(a) && a !== w);
      return alts.length ? `(${[`${w}:*`, ...alts].join(" | ")})` : `${w}:*`;
    })
    .join(" & ");
}

/**
 * The closest vocabulary words to each word of the keyword that the vocabulary does not hold, one
 * statement per word: for words that all start vocabulary words but together matched nothing
 * (otherwise `lookUpWords` has read them already).
 */
async function closestWords(db: Tx, words: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_CORRECTED_LENGTH) continue;
    const found = (await rowsOf<{ word: string }>(db.execute(closestTo(sql`${word}`)))).map((r) => r.word);
    if (!found.includes(word)) out.set(word, found);
  }
  return out;
}

export interface SearchCondition {
  match: SQL;
  rank: SQL;
  /** The words as a tsquery ('simple'): what `inLanguage` stems. */
  tsquery: string;
  /**
   * When the condition is one word (a prefix, and for a corrected word its alternatives), the kept
   * counts of the vocabulary words it matches: they bound, or tell exactly, how many listed products
   * match (`searchPage` in product-pages.ts).
   */
  counts?: WordCounts;
}

const conditionOf = (tsquery: string, counts?: WordCounts): SearchCondition => {
  const q = sql`to_tsquery('simple', ${tsquery})`;
  return { match: sql`search @@ ${q}`, rank: sql`ts_rank(search, ${q})`, tsquery, counts };
};

/**
 * A condition in a language other than the shop's default (decision 0054): the words as written in
 * any language (`search`, as `conditionOf`) or the products' translations stemmed in the request's
 * language (`search_stems`, the same words stemmed by `config`: "schuhe" finds "Schuh" in German).
 * It matches more than the vocabulary's kept counts tell, so it has none and is counted (decision 0044).
 */
export function stemmedIn(condition: SearchCondition, config: string): SearchCondition {
  const simple = sql`to_tsquery('simple', ${condition.tsquery})`;
  const stemmed = sql`to_tsquery(${config}::regconfig, ${condition.tsquery})`;
  return {
    match: sql`(search @@ ${simple} or search_stems @@ ${stemmed})`,
    rank: sql`(ts_rank(search, ${simple}) + ts_rank(search_stems, ${stemmed}))`,
    tsquery: condition.tsquery,
  };
}

/**
 * The full-text condition for the keyword's words as typed: prefixes, written out as the
 * vocabulary's words where 1 to MAX_SPELLED_OUT plain words start with them. Null when the keyword has
 * no words.
 */
export function typedCondition(lookup: WordLookup): SearchCondition | null {
  const { words } = lookup;
  if (!words.length) return null;
  return conditionOf(
    words
      .map((w) => {
        const all = lookup.starting.get(w) ?? [];
        const spelled = all.length > 0 && all.length <= MAX_SPELLED_OUT && all.every((a) => PLAIN_WORD.test(a));
        return spelled ? `(${all.join(" | ")})` : `${w}:*`;
      })
      .join(" & "),
    words.length === 1 ? lookup.counts.get(words[0]!) : undefined,
  );
}

/**
 * The condition for the keyword's words with each word the vocabulary does not hold replaced by its
 * closest words; null when none is. The closest words come from the lookup when it read them (some
 * word starts nothing a listed product holds), otherwise from one statement per word.
 */
export async function correctedCondition(db: Tx, lookup: WordLookup): Promise<SearchCondition | null> {
  const { words } = lookup;
  const closest = lookup.closest
    ? new Map([...lookup.closest].map(([w, alts]) => [w, alts.map((a) => a.word)]))
    : await closestWords(db, words);
  if (!closest.size) return null;
  const w = words[0]!;
  const alts = lookup.closest?.get(w);
  if (words.length > 1 || !alts) return conditionOf(correctedTsQuery(words, closest));
  // One word: the typed prefix's own vocabulary words (none a listed product holds, or the lookup would
  // not have read alternatives) and its alternatives are all the words the condition matches.
  const own = lookup.counts.get(w) ?? noCounts;
  const held = alts.filter((a) => a.n > 0);
  const counts: WordCounts = {
    max: Math.max(own.max, ...alts.map((a) => a.n)),
    sum: own.sum + alts.reduce((t, a) => t + a.n, 0),
    nonzero: own.nonzero + held.length,
    complete: own.complete,
    listed: own.listed,
    // The query searches only the plain alternatives (correctedTsQuery): the others match nothing.
    held: own.held && [...own.held, ...held.filter((a) => PLAIN_WORD.test(a.word)).map((a) => a.word)],
  };
  return conditionOf(correctedTsQuery(words, closest), counts);
}
