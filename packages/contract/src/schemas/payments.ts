/** How shoppers pay (docs/decisions/0050-card-payments-through-stripe.md): the admin's Payments settings. */
import { z } from "zod";
import { PAYMENT_METHODS } from "../constants.js";
import { MSG } from "../messages/back-office.js";

export const PAYOUT_HOLD_DAYS_MAX = 90;

export const paymentSettingsSchema = z
  .object({
    cardEnabled: z.boolean(),
    cashEnabled: z.boolean(),
    payoutHoldDays: z.number().int(),
    /** The server has Stripe's keys: card payments can be offered. */
    cardAvailable: z.boolean(),
    /** What the storefront offers now, as GET /api/public/settings says it. */
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  })
  .meta({ id: "PaymentSettings" });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsInput = z
  .object({
    cardEnabled: z.boolean({ error: MSG.paymentSwitchInvalid }),
    cashEnabled: z.boolean({ error: MSG.paymentSwitchInvalid }),
    payoutHoldDays: z
      .number({ error: MSG.payoutHoldDaysRange })
      .int(MSG.payoutHoldDaysRange)
      .min(0, MSG.payoutHoldDaysRange)
      .max(PAYOUT_HOLD_DAYS_MAX, MSG.payoutHoldDaysRange),
  })
  .refine((v) => v.cardEnabled || v.cashEnabled, { message: MSG.paymentNeedsOneMethod, path: ["cashEnabled"] });
export type PaymentSettingsInput = z.output<typeof paymentSettingsInput>;
