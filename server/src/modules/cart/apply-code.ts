/**
 * Applying a discount code to the signed-in cart (docs/product/api.md §4, docs/decisions/0022):
 * checked against the cart now by promotions/rules.ts, put on the cart when it applies, refused with
 * 400 and nothing changed when it does not.
 *
 * Codes must not be guessable: every try counts against a limit per account and per client (a few a
 * minute, through the shared limiter, so on every server through Redis: decision 0021) and a code
 * that applies takes its count back, so only wrong codes count. And the refusal does not say which
 * codes exist: to a customer who has neither the code on the cart nor used it in an order, an unknown
 * code and one that exists but cannot be used now answer the same "This code cannot be used"; a code
 * the customer applied keeps its precise reason (expired, used up, the minimum, …).
 */
import { type Cart, fromMinor, MSG, shopMoney } from "@shop/contract";
import { badRequest } from "../../core/errors.js";
import type { AppDeps } from "../../core/deps.js";
import { checkCode } from "../promotions/rules.js";
import { pricingLines, readCart, setCartCode } from "./repository.js";

const MINUTE_MS = 60_000;

export async function applyCode(
  deps: Pick<AppDeps, "db" | "limiter" | "config" | "settings">,
  userId: number,
  codeText: string,
  client: { ip: string },
  now: Date,
): Promise<Cart> {
  const { db, limiter } = deps;
  const max = deps.config.rateLimit.codeFailuresPerMinute;
  const keys = [`code:user:${userId}`, `code:ip:${client.ip}`];
  // Counted before the code is read, so parallel guesses cannot slip past the limit.
  for (const key of keys) await limiter.consume(key, max, MINUTE_MS);

  const money = shopMoney(await deps.settings.get());
  const { digits } = money;
  const state = await readCart(db, userId, money, codeText);
  if (state.cart.cartId === null || state.lines.length === 0) throw badRequest(MSG.promoNoQualifyingItems);
  const result = checkCode(state.terms, pricingLines(state.lines), now, money);
  if (!result.applies) {
    const known =
      result.terms !== undefined && (state.appliedPromotionId === result.terms.id || result.terms.usedByCustomer > 0);
    const reason = known ? result.reason : MSG.promoCannotBeUsed;
    throw badRequest(reason, { code: reason });
  }
  await setCartCode(db, state.cart.cartId, result.terms.id);
  for (const key of keys) await limiter.release(key, max, MINUTE_MS);
  return {
    ...state.cart,
    promotionCode: result.terms.code,
    discount: fromMinor(result.outcome.discountCents, digits),
    freeShipping: result.outcome.freeShipping,
    promotionProblem: null,
  };
}
