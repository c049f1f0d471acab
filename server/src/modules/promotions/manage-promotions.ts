/**
 * Creating, editing and deleting discount codes (docs/decisions/0022): the shop's codes by admins,
 * a seller's own codes by that seller. A code that was used is never deleted (its orders name it):
 * it is deactivated instead. An edit changes everything but the code's text, and its discount (kind
 * and value) only while no order ever redeemed it; a code can be limited to categories, products or
 * (the shop's) sellers and to a least quantity (docs/decisions/0057).
 */
import {
  basisPoints,
  MSG,
  type Promotion,
  type PromotionInput,
  promotionProblems,
  type PromotionUpdateInput,
} from "@shop/contract";
import type { Db, Tx } from "../../db/client.js";
import { retryingTransaction } from "../../db/transaction.js";
import type { Amounts } from "../../core/money.js";
import { badRequest, conflict, duplicateAs409, notFound } from "../../core/errors.js";
import {
  type CodeOwner,
  type CodeValues,
  deleteUnusedCode,
  unknownIds,
  wasRedeemed,
  findCode,
  insertCode,
  sellerNameOf,
  toPromotion,
  updateCode,
} from "./repository.js";

type Fields = Omit<PromotionUpdateInput, "kind"> & { kind: PromotionInput["kind"] };

/**
 * The stored value of a code: basis points for a percent, minor units of the shop's currency for an
 * amount (refused with more decimals than it has), 0 for free shipping.
 */
const storedValue = (kind: string, value: number | undefined, money: Amounts) =>
  kind === "percent" ? basisPoints(value ?? 0) : kind === "fixed" ? money.minor(value ?? 0, "value", "Value") : 0;

function columnsOf(input: Fields, money: Amounts): Omit<CodeValues, "sellerId" | "createdBy"> {
  return {
    code: input.code!,
    kind: input.kind,
    value: storedValue(input.kind, input.value, money),
    minSubtotalCents: money.minorOrNull(input.minSubtotal ?? null, "minSubtotal", "Minimum order amount"),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    active: input.active ?? true,
    categoryIds: distinct(input.categoryIds),
    productIds: distinct(input.productIds),
    sellerIds: distinct(input.sellerIds),
    minQuantity: input.minQuantity ?? null,
  };
}

const distinct = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** The scope names only what exists, and a seller's code names no sellers (400 otherwise). */
async function checkScope(db: Tx, owner: CodeOwner, input: Fields): Promise<void> {
  if (owner !== null && distinct(input.sellerIds).length > 0) {
    throw badRequest(MSG.promoSellerScope, { sellerIds: MSG.promoSellerScope });
  }
  const lists = [
    ["categoryIds", "categories", MSG.promoUnknownCategories],
    ["productIds", "products", MSG.promoUnknownProducts],
    ["sellerIds", "sellers", MSG.promoUnknownSellers],
  ] as const;
  for (const [field, table, says] of lists) {
    const unknown = await unknownIds(db, table, distinct(input[field]));
    if (unknown.length > 0) {
      const message = says(unknown.join(", "));
      throw badRequest(message, { [field]: message });
    }
  }
}

function check(input: Fields) {
  const problems = promotionProblems(input);
  if (problems.length > 0) {
    const fieldErrors = Object.fromEntries(problems.map((p) => [p.path.join("."), p.message]));
    throw badRequest(problems[0]!.message, fieldErrors);
  }
}

export async function createCode(
  db: Db,
  owner: CodeOwner,
  creatorId: number,
  input: PromotionInput,
  money: Amounts,
): Promise<Promotion> {
  check(input as Fields);
  await checkScope(db, owner, input as Fields);
  const columns = columnsOf(input as Fields, money);
  const row = await duplicateAs409(
    () => insertCode(db, { ...columns, sellerId: owner, createdBy: creatorId }),
    MSG.promoCodeTaken,
  );
  return toPromotion(row, await sellerNameOf(db, owner), money.digits);
}

export async function editCode(
  db: Db,
  owner: CodeOwner,
  id: number,
  input: PromotionUpdateInput,
  money: Amounts,
): Promise<Promotion> {
  return retryingTransaction(db, async (tx) => {
    // Locked, so that the uses checked against a new limit are all the uses there are.
    const current = await findCode(tx, id, owner, true);
    if (!current) throw notFound(MSG.promoNotFound);
    const { row, uses } = current;
    const before = toPromotion(row, null, money.digits, uses);
    // The text is what customers were given: it stays (docs/decisions/0057).
    if (input.code !== undefined && input.code.toLowerCase() !== before.code.toLowerCase()) {
      throw badRequest(MSG.promoCodeLocked, { code: MSG.promoCodeLocked });
    }
    /** A field left out keeps its value; given, even as null, it changes. */
    const keep = <T>(given: T | undefined, was: T): T => (given === undefined ? was : given);
    const merged: Fields = {
      code: before.code,
      kind: input.kind ?? before.kind,
      value: input.value ?? (input.kind && input.kind !== before.kind ? undefined : before.value),
      minSubtotal: keep(input.minSubtotal, before.minSubtotal),
      startsAt: keep(input.startsAt, before.startsAt),
      endsAt: keep(input.endsAt, before.endsAt),
      usageLimit: keep(input.usageLimit, before.usageLimit),
      perCustomerLimit: keep(input.perCustomerLimit, before.perCustomerLimit),
      active: input.active ?? before.active,
      categoryIds: keep(input.categoryIds, before.categoryIds),
      productIds: keep(input.productIds, before.productIds),
      sellerIds: keep(input.sellerIds, before.sellerIds),
      minQuantity: keep(input.minQuantity, before.minQuantity),
    };
    check(merged);
    // Orders priced with the discount name it: once one redeemed the code, its discount stays.
    const discountChanged = merged.kind !== before.kind || (merged.kind !== "free_shipping" && merged.value !== before.value);
    if (discountChanged && (uses > 0 || (await wasRedeemed(tx, id)))) throw conflict(MSG.promoValueLocked);
    await checkScope(tx, owner, merged);
    if (merged.usageLimit != null && merged.usageLimit < uses) {
      throw badRequest(`The usage limit cannot be below the ${uses} times the code was used`, {
        usageLimit: `At least ${uses}`,
      });
    }
    // A code that gains a limit starts its kept count from its redemptions.
    const values = { ...columnsOf(merged, money), ...(row.usageLimit === null ? { timesUsed: uses } : {}) };
    const updated = await duplicateAs409(() => updateCode(tx, id, values), MSG.promoCodeTaken);
    if (!updated) throw notFound(MSG.promoNotFound);
    return toPromotion(updated, await sellerNameOf(tx, owner), money.digits, uses);
  });
}

export async function removeCode(db: Db, owner: CodeOwner, id: number): Promise<void> {
  if (!(await findCode(db, id, owner))) throw notFound(MSG.promoNotFound);
  if (!(await deleteUnusedCode(db, id))) throw conflict(MSG.promoUsedCannotDelete);
}
