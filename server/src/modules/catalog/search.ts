/**
 * Keyword search in two steps (docs/performance.md): full-text with word prefixes first (the GIN
 * index on `search`); only when that finds nothing, each word is compared with the catalog's
 * vocabulary (`search_words`, a trigram index over a few thousand words instead of every product)
 * and the closest words are searched instead, so one-letter typos still find ("headphnes").
 */
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";

const MAX_WORDS = 8;
/** Words shorter than this are not corrected: too many words are one letter away from them. */
const MIN_CORRECTED_LENGTH = 4;
const ALTERNATIVES = 3;

/** The words of a keyword, lower case, letters and digits only (safe inside a tsquery). */
export function keywordWords(keyword: string): string[] {
  return keyword
    .trim()
    .slice(0, 100)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** Words as a prefix tsquery ("chai lamp" → "chai:* & lamp:*"); null when nothing is left. */
export function prefixTsQuery(keyword: string): string | null {
  const words = keywordWords(keyword);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A tsquery where each word may also be one of its close vocabulary words. */
function correctedTsQuery(words: string[], closest: Map<string, string[]>): string {
  return words
    .map((w) => {
      const alts = (closest.get(w) ?? []).filter((a) => /^[\p{L}\p{N}]+$/u.test(a) && a !== w);
      return alts.length ? `(${[`${w}:*`, ...alts].join(" | ")})` : `${w}:*`;
    })
    .join(" & ");
}

/** The closest vocabulary words to each word of the keyword that the vocabulary does not hold. */
async function closestWords(db: Tx, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_CORRECTED_LENGTH) continue;
    const rows = await rowsOf<{ word: string }>(
      db.execute(
        sql`select word from search_words where word % ${word} order by word <-> ${word}, word limit ${ALTERNATIVES}`,
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

/** The full-text condition for the words as typed (prefixes). Null when the keyword has no words. */
export function typedCondition(keyword: string): SearchCondition | null {
  const words = keywordWords(keyword);
  if (!words.length) return null;
  return conditionOf(
    words.map((w) => `${w}:*`).join(" & "),
    words.length === 1 ? { prefix: words[0]!, words: [] } : undefined,
  );
}

/** The condition with each word the vocabulary does not hold replaced by its closest words; null when none is. */
export async function correctedCondition(db: Tx, keyword: string): Promise<SearchCondition | null> {
  const words = keywordWords(keyword);
  const closest = await closestWords(db, words);
  if (!closest.size) return null;
  const terms = words.length === 1 ? { prefix: words[0]!, words: closest.get(words[0]!) ?? [] } : undefined;
  return conditionOf(correctedTsQuery(words, closest), terms);
}

/** The first string after every string that starts with `prefix`, in code point order. */
const pastPrefix = (prefix: string) => {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - 1) + String.fromCodePoint(last + 1);
};

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
      sql`select coalesce(max(listed_products), 0)::int as n from search_words
          where (word >= ${prefix} and word < ${pastPrefix(prefix)} and starts_with(word, ${prefix}))
             or word = any(${sql.param(words)}::text[])`,
    ),
  );
  return Number(row?.n ?? 0);
}
