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
 * The vocabulary words that start with `prefix` (`past` is its pastPrefix): the range lets the
 * primary key's index find them, starts_with keeps the answer exact whatever the collation.
 */
const startingWith = (prefix: SQL, past: SQL) =>
  sql`word >= ${prefix} and word < ${past} and starts_with(word, ${prefix})`;

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

/** How many of a prefix's vocabulary words `matchesAtLeast` looks at. */
const BOUND_WORDS = 2000;
/** Above this many vocabulary words a prefix stays a prefix: written out, it would be a long OR. */
const MAX_SPELLED_OUT = 8;
/** A word that `to_tsquery('simple', …)` reads back as the same single word. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The vocabulary's words that start with each typed word, for those that 1 to MAX_SPELLED_OUT words
 * start with and all of them plain; the others stay prefixes. One statement for all the words.
 */
async function spelledOut(db: Tx, words: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ prefix: string; words: string[] }>(
    db.execute(
      sql`select p.prefix, array(select word from search_words
                                where ${startingWith(sql`p.prefix`, sql`p.past`)}
                                order by word limit ${MAX_SPELLED_OUT + 1}) as words
          from unnest(${sql.param(words)}::text[], ${sql.param(words.map(pastPrefix))}::text[]) as p(prefix, past)`,
    ),
  );
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const found = row.words ?? [];
    if (found.length > 0 && found.length <= MAX_SPELLED_OUT && found.every((w) => PLAIN_WORD.test(w))) {
      out.set(row.prefix, found);
    }
  }
  return out;
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

/** The closest vocabulary words to each word of the keyword that the vocabulary does not hold. */
async function closestWords(db: Tx, words: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_CORRECTED_LENGTH) continue;
    const rows = await rowsOf<{ word: string }>(
      db.execute(
        // Words with digits and very short or long words are in the vocabulary (to write prefixes out)
        // but are no corrections.
        sql`select word from search_words
          where word % ${word} and length(word) between 3 and 40 and word !~ '[0-9]'
          order by word <-> ${word}, word limit ${ALTERNATIVES}`,
      ),
    );
    const found = rows.map((r) => r.word);
    if (!found.includes(word)) out.set(word, found);
  }
  return out;
}

export interface SearchCondition {
  match: SQL;
  rank: SQL;
  /**
   * When the condition is one word (a prefix, and for a corrected word its alternatives), its terms:
   * every listed product holding one of them matches, so their kept counts bound the matches from below.
   */
  terms?: { prefix: string; words: string[] };
}

const conditionOf = (tsquery: string, terms?: SearchCondition["terms"]): SearchCondition => {
  const q = sql`to_tsquery('simple', ${tsquery})`;
  return { match: sql`search @@ ${q}`, rank: sql`ts_rank(search, ${q})`, terms };
};

/**
 * The full-text condition for the keyword's words (`keywordWords`) as typed: prefixes, written out
 * as the vocabulary's words where only a few start with them. Null when the keyword has no words.
 */
export async function typedCondition(db: Tx, words: readonly string[]): Promise<SearchCondition | null> {
  if (!words.length) return null;
  const spelled = await spelledOut(db, words);
  return conditionOf(
    words
      .map((w) => {
        const all = spelled.get(w);
        return all ? `(${all.join(" | ")})` : `${w}:*`;
      })
      .join(" & "),
    words.length === 1 ? { prefix: words[0]!, words: [] } : undefined,
  );
}

/**
 * The condition for the keyword's words with each word the vocabulary does not hold replaced by its
 * closest words; null when none is.
 */
export async function correctedCondition(db: Tx, words: readonly string[]): Promise<SearchCondition | null> {
  const closest = await closestWords(db, words);
  if (!closest.size) return null;
  const terms = words.length === 1 ? { prefix: words[0]!, words: closest.get(words[0]!) ?? [] } : undefined;
  return conditionOf(correctedTsQuery(words, closest), terms);
}

/**
 * A lower bound of the listed products a one-word condition matches: the largest kept count
 * (`search_words.listed_products`, migration 0009) among the vocabulary words it matches. 0 when the
 * condition has several words (their counts bound nothing below) or the vocabulary knows none of them.
 * The range only narrows the scan: a collation that orders differently can only lower the bound.
 */
export async function matchesAtLeast(db: Tx, condition: SearchCondition): Promise<number> {
  const terms = condition.terms;
  if (!terms) return 0;
  const { prefix, words } = terms;
  const [row] = await rowsOf<{ n: number }>(
    db.execute(
      // The largest among at most BOUND_WORDS of them is a lower bound too: a one-letter prefix starts
      // tens of thousands of model codes at a million products.
      sql`select coalesce(max(listed_products), 0)::int as n from (
            select listed_products from search_words
            where (${startingWith(sql`${prefix}`, sql`${pastPrefix(prefix)}`)})
               or word = any(${sql.param(words)}::text[])
            limit ${BOUND_WORDS}) w`,
    ),
  );
  return Number(row?.n ?? 0);
}
