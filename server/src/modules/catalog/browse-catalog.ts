/**
 * Browsing the storefront (docs/product/api.md §3): product lists, search, one product and the
 * categories, as serialized answers from the catalog cache (cache.ts). Only listed products are
 * shown: those of a deleted or demoted seller answer as if they did not exist.
 */
import {
  type CategoryDetail,
  ERROR_CODES,
  MSG,
  type Page,
  type PageQuery,
  type Product,
  type ProductFilters,
} from "@shop/contract";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../core/errors.js";
import type { Amounts } from "../../core/money.js";
import { toPage } from "../../core/paging.js";
import { answerOf, type CachedAnswer, type CatalogCache } from "./cache.js";
import * as categoriesRepo from "./category-repository.js";
import * as repo from "./product-repository.js";
import { facetsOf } from "./facets.js";
import { keptShowsMatches, keptWordsOf } from "./kept-counts.js";
import * as pages from "./product-pages.js";
import {
  correctedCondition,
  keywordWords,
  lookUpWords,
  type SearchCondition,
  stemmedIn,
  typedCondition,
} from "./search.js";
import { languageKey, STEMMER, type TextLanguage } from "./translations.js";

/**
 * A search condition in the request's language: as typed in the default language (its kept counts
 * stand), also stemmed in another (decision 0054).
 */
const inLanguage = (s: Storefront, condition: SearchCondition): SearchCondition =>
  s.texts.language === s.texts.fallback ? condition : stemmedIn(condition, STEMMER[s.texts.language]);

/**
 * Whether the vocabulary shows that the words as typed match nothing: in the default language only,
 * since a stemmed word ("schuhe") may match what the vocabulary holds as written ("schuh").
 */
const nothingAsTyped = (s: Storefront, lookup: { nothingAsTyped: boolean }) =>
  lookup.nothingAsTyped && s.texts.language === s.texts.fallback;

/** The part of a storefront query that every filtered answer shares: listed products, in the request's language. */
const listedIn = (s: Storefront, digits: number) => ({ listedOnly: true, digits, texts: s.texts });

export interface Storefront {
  db: Db;
  cache: CatalogCache;
  /** The shop's currency: prices are answered in it, and the price filters checked against its decimals. */
  money: () => Promise<Amounts>;
  /** The shop's return window (days; a seller may have their own): a product's answer names the one in force. */
  returnWindowDays: () => Promise<number>;
  /** True once the client went away; uncached work still to do for it is skipped. */
  gone?: () => boolean;
  /** The language the answers' texts are in (decision 0054); part of every cache key. */
  texts: TextLanguage;
}

/** Skips the rest of an uncached answer's work once its client is gone (a cached one may be shared). */
function stillWanted(s: Storefront) {
  if (!s.cache.enabled && s.gone?.()) throw new AppError(ERROR_CODES.badRequest, "The client went away");
}

export interface ListOptions extends ProductFilters {
  query: PageQuery<pages.ProductSortField>;
  categoryId?: number;
}

/** The price filters in minor units of the shop's currency, refused (400) with more decimals than it has. */
async function pricedIn(s: Storefront, o: ProductFilters): Promise<{ digits: number; currency: string }> {
  const money = await s.money();
  money.minorOrNull(o.minPrice, "minPrice", "minPrice");
  money.minorOrNull(o.maxPrice, "maxPrice", "maxPrice");
  return { digits: money.digits, currency: money.currency };
}

const filtersOf = (o: ProductFilters): ProductFilters => ({
  sellerId: o.sellerId,
  minPrice: o.minPrice,
  maxPrice: o.maxPrice,
  inStock: o.inStock,
  onSale: o.onSale,
  option: o.option,
});

/** The option filter as a cache key's part: groups and values already sorted and lower-cased by the contract. */
const optionKey = (o: ProductFilters) => (o.option ?? []).map((g) => `${g.name}=${g.values.join(",")}`).join(";");

/** The filters as a cache key's part, in a fixed order: a filter added here keys lists and facets alike. */
const filterKey = (o: ProductFilters) =>
  `${o.sellerId ?? ""}|${o.minPrice ?? ""}|${o.maxPrice ?? ""}|${o.inStock ? 1 : 0}|${o.onSale ? 1 : 0}|${optionKey(o)}`;

/** A cache key that names every option that changes the answer, in a fixed order. */
const keyOf = (kind: string, o: ListOptions & { texts: TextLanguage }, extra: string, currency: string) => {
  const q = o.query;
  return `${kind}|${currency}|${languageKey(o.texts)}|${extra}|${o.categoryId ?? ""}|${q.pageNumber}|${q.pageSize}|${q.sortBy}|${q.sortOrder}|${filterKey(o)}`;
};

async function categoryOr404(db: Db, id: number) {
  if (!(await categoriesRepo.categoryExists(db, id))) throw notFound(MSG.categoryNotFound);
}

export async function listProducts(s: Storefront, o: ListOptions): Promise<CachedAnswer> {
  const { digits, currency } = await pricedIn(s, o);
  return s.cache.get(keyOf("list", { ...o, texts: s.texts }, "", currency), async () => {
    if (o.categoryId !== undefined) await categoryOr404(s.db, o.categoryId);
    stillWanted(s);
    const where = { ...filtersOf(o), categoryId: o.categoryId, ...listedIn(s, digits) };
    const page = await pages.listPage(s.db, where, o.query);
    return { answer: answerOf(page) };
  });
}

/**
 * Search in two steps: the words as typed (prefixes) first; only when they match nothing are they
 * corrected against the vocabulary and searched again (search.ts). The keyword is split into words
 * once, here, and looked up in the vocabulary once: when that shows that the words as typed match
 * nothing, the first step is skipped. Each step reads its page and its total in one pass over the
 * matches, or from the kept word counts (product-pages.ts).
 */
export async function searchProducts(s: Storefront, keyword: string, o: ListOptions): Promise<CachedAnswer> {
  const words = keywordWords(keyword);
  const { digits, currency } = await pricedIn(s, o);
  return s.cache.get(keyOf("search", { ...o, texts: s.texts }, words.join(" "), currency), async () => {
    const where = { ...filtersOf(o), categoryId: o.categoryId, ...listedIn(s, digits) };
    const empty = { answer: answerOf(toPage([], 0, o.query)) };
    if (!words.length) return empty;
    const lookup = await lookUpWords(s.db, words);
    stillWanted(s);
    if (!nothingAsTyped(s, lookup)) {
      const first = await pages.searchPage(s.db, where, o.query, inLanguage(s, typedCondition(lookup)!));
      if (first) return { answer: answerOf(first) };
      stillWanted(s);
    }
    const corrected = await correctedCondition(s.db, lookup);
    if (!corrected) return empty;
    stillWanted(s);
    const second = await pages.searchPage(s.db, where, o.query, inLanguage(s, corrected));
    return second ? { answer: answerOf(second) } : empty;
  });
}

export async function product(s: Storefront, id: number): Promise<CachedAnswer> {
  const [{ digits, currency }, shopReturnWindowDays] = await Promise.all([s.money(), s.returnWindowDays()]);
  return s.cache.get(`product|${id}|${currency}|${shopReturnWindowDays}|${languageKey(s.texts)}`, async () => {
    const found = await repo.findProduct(s.db, id, digits, { listedOnly: true, shopReturnWindowDays, texts: s.texts });
    if (!found) throw notFound(MSG.productNotFound);
    return { answer: answerOf(found), productIds: [id] };
  });
}

/**
 * The product a storefront product page names in its head, or undefined (the page's 404): the same
 * cached answer as `product` (GET /api/public/products/:id), so the head and the server-rendered body
 * read the product once between them.
 */
export async function productForPage(s: Storefront, id: number): Promise<Product | undefined> {
  try {
    return JSON.parse((await product(s, id)).body) as Product;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** A category's name for a storefront page's title (in the page's language), or undefined. */
export const categoryNameOf = (db: Db, id: number, texts: TextLanguage) => categoriesRepo.categoryName(db, id, texts);

export function listCategories(
  s: Storefront,
  query: PageQuery<categoriesRepo.CategorySortField>,
): Promise<CachedAnswer> {
  const key = `categories|${languageKey(s.texts)}|${query.pageNumber}|${query.pageSize}|${query.sortBy}|${query.sortOrder}`;
  return s.cache.get(key, async () => {
    const page: Page<CategoryDetail> = await categoriesRepo.listCategories(s.db, query, s.texts);
    return { answer: answerOf(page) };
  });
}

/**
 * The facets that go with a list: of a category, of a search (the same words, corrected as the
 * search is when they match nothing as typed), or of every product; cached like the lists.
 */
export async function facets(
  s: Storefront,
  o: ProductFilters & { categoryId?: number; keyword?: string },
): Promise<CachedAnswer> {
  const words = o.keyword ? keywordWords(o.keyword) : [];
  const { digits, currency } = await pricedIn(s, o);
  const key = `facets|${currency}|${languageKey(s.texts)}|${words.join(" ")}|${o.categoryId ?? ""}|${filterKey(o)}`;
  return s.cache.get(key, async () => {
    if (o.categoryId !== undefined && words.length === 0) await categoryOr404(s.db, o.categoryId);
    const base = { ...filtersOf(o), categoryId: o.categoryId, ...listedIn(s, digits) };
    if (words.length === 0) return { answer: answerOf(await facetsOf(s.db, base)) };
    stillWanted(s);
    const none = { answer: answerOf({ options: [] }) };
    const lookup = await lookUpWords(s.db, words);
    const typed = inLanguage(s, typedCondition(lookup)!);
    const held = keptWordsOf(typed);
    const found = () =>
      keptShowsMatches(base, held) || pages.anyProduct(s.db, { ...base, option: undefined }, typed.match);
    if (!nothingAsTyped(s, lookup) && (await found())) {
      return { answer: answerOf(await facetsOf(s.db, base, typed.match, held)) };
    }
    const alternatives = await correctedCondition(s.db, lookup);
    if (!alternatives) return none;
    const corrected = inLanguage(s, alternatives);
    return { answer: answerOf(await facetsOf(s.db, base, corrected.match, keptWordsOf(corrected))) };
  });
}
