/**
 * The admin's Payments settings (beside the marketplace's terms: the payout hold is the ledger's) (docs/decisions/0050-card-payments-through-stripe.md): card on or
 * off, cash on delivery on or off, and the payout hold. One JSON value under the key "payments" of
 * the `settings` table. Card is offered only with Stripe's keys and in a currency Stripe takes
 * exactly; without them the shop takes cash on delivery whatever is stored.
 */
import type { PaymentMethod, PaymentSettings, PaymentSettingsInput } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

const KEY = "payments";

/**
 * Currencies whose every amount Stripe cannot take exactly (docs/decisions/0050): MGA (ISO 4217 has
 * 2 decimals, Stripe 0) and the three-decimal ones, whose amounts Stripe takes only ending in 0.
 */
const NO_CARD_CURRENCIES = new Set(["MGA", "BHD", "JOD", "KWD", "OMR", "TND"]);

export const stripeTakesCurrency = (currency: string) => !NO_CARD_CURRENCIES.has(currency.toUpperCase());

interface StoredPayments {
  cardEnabled: boolean;
  cashEnabled: boolean;
  /** null: the store settings' return window. */
  payoutHoldDays: number | null;
}

const DEFAULTS: StoredPayments = { cardEnabled: true, cashEnabled: true, payoutHoldDays: null };

function storedOf(raw: string | null | undefined): StoredPayments {
  if (!raw) return DEFAULTS;
  try {
    const v = JSON.parse(raw) as Partial<StoredPayments>;
    return {
      cardEnabled: v.cardEnabled !== false,
      cashEnabled: v.cashEnabled !== false,
      payoutHoldDays:
        Number.isInteger(v.payoutHoldDays) && (v.payoutHoldDays as number) >= 0 ? (v.payoutHoldDays as number) : null,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Where card payments can be offered at all: the server's keys, the shop's currency. */
export interface CardContext {
  configured: boolean;
  currency: string;
  returnWindowDays: number;
}

/** The methods offered: card when on and possible, cash when on or when nothing else is. */
export function offeredMethods(stored: StoredPayments, card: CardContext): PaymentMethod[] {
  const cardOffered = stored.cardEnabled && card.configured && stripeTakesCurrency(card.currency);
  const methods: PaymentMethod[] = [];
  if (stored.cashEnabled || !cardOffered) methods.push("cash");
  if (cardOffered) methods.push("card");
  return methods;
}

export async function readPaymentSettings(db: Tx, card: CardContext): Promise<PaymentSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const stored = storedOf(row?.value);
  return {
    cardEnabled: stored.cardEnabled,
    cashEnabled: stored.cashEnabled,
    payoutHoldDays: stored.payoutHoldDays ?? card.returnWindowDays,
    cardAvailable: card.configured && stripeTakesCurrency(card.currency),
    paymentMethods: offeredMethods(stored, card),
  };
}

/** The Payments settings as a server with (or without) Stripe's keys can offer them. */
export async function paymentSettingsOf(deps: {
  config: { stripe?: unknown };
  settings: { get(): Promise<{ currency: string; returnWindowDays: number }> };
  db: Tx;
}): Promise<PaymentSettings> {
  const store = await deps.settings.get();
  return readPaymentSettings(deps.db, {
    configured: Boolean(deps.config.stripe),
    currency: store.currency,
    returnWindowDays: store.returnWindowDays,
  });
}

export async function writePaymentSettings(db: Tx, input: PaymentSettingsInput): Promise<void> {
  const value = JSON.stringify({
    cardEnabled: input.cardEnabled,
    cashEnabled: input.cashEnabled,
    payoutHoldDays: input.payoutHoldDays,
  } satisfies StoredPayments);
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
