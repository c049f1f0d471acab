import { z } from "zod";
import { MSG } from "../messages/account.js";
import { singleLine } from "./common.js";

const field = (required: string, minLen: number, minMsg: string, max = 120) =>
  singleLine({ error: required }).trim().min(1, required).min(minLen, minMsg).max(max, `At most ${max} characters`);

/** A phone number a courier can call: 6 to 15 digits, with the usual separators and a leading +. */
export const phoneShape = (v: string) => /^\+?[\d\s().-]+$/.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, ""));

/** Absent stays undefined (an update keeps what is stored); empty or null clears it. */
const optionalText = (max: number) =>
  singleLine()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The recipient, for cash on delivery: optional in the API, so that clients written
 * against docs/product/storefront.md §7 keep working (an update without them keeps the stored ones);
 * required by the shop's own forms (addressFormInput).
 */
const recipient = {
  fullName: optionalText(100).refine((v) => v == null || v.length >= 2, MSG.fullNameMin),
  phone: optionalText(30).refine((v) => v == null || phoneShape(v), MSG.phoneInvalid),
};

export const addressInput = z.object({
  ...recipient,
  street: field(MSG.streetRequired, 5, MSG.streetMin),
  apartmentNumber: z
    .string()
    .trim()
    .max(40, "At most 40 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  city: field(MSG.cityRequired, 4, MSG.cityMin, 80),
  state: field(MSG.stateRequired, 2, MSG.stateMin, 80),
  country: field(MSG.countryRequired, 2, MSG.countryMin, 80),
  zipCode: field(MSG.zipRequired, 5, MSG.zipMin, 20),
});
export type AddressInput = z.input<typeof addressInput>;

/** The shop's own address forms: the same fields, with the recipient's name and phone required. */
export const addressFormInput = addressInput.extend({
  fullName: field(MSG.fullNameRequired, 2, MSG.fullNameMin, 100),
  phone: z
    .string({ error: MSG.phoneRequired })
    .trim()
    .min(1, MSG.phoneRequired)
    .max(30, "At most 30 characters")
    .refine(phoneShape, MSG.phoneInvalid),
});

export const addressSchema = z
  .object({
    addressId: z.number().int(),
    fullName: z.string().nullable().meta({ description: "the recipient (null on addresses saved without one)" }),
    phone: z.string().nullable().meta({ description: "the recipient's phone number, for the courier" }),
    street: z.string(),
    apartmentNumber: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof addressSchema>;
