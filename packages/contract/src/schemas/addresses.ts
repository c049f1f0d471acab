import { z } from "zod";
import { addressFormatOf, addressPartProblems, DEFAULT_ADDRESS_FORMAT } from "../address-formats.js";
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

/** A state or postal code: its rules follow the address's country (countryRules). */
const countryPart = (max: number) =>
  singleLine()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    // What the country does not use is kept empty: "" for a state or a postal code it has none of.
    .transform((v) => v ?? "");

const addressShape = {
  ...recipient,
  street: field(MSG.streetRequired, 5, MSG.streetMin),
  apartmentNumber: z
    .string()
    .trim()
    .max(40, "At most 40 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  city: field(MSG.cityRequired, 4, MSG.cityMin, 80),
  state: countryPart(80),
  country: field(MSG.countryRequired, 2, MSG.countryMin, 80),
  zipCode: countryPart(20),
};

/**
 * The state and the postal code as the address's country has them (address-formats.ts): no state in
 * Germany, a PIN code of six digits in India, a postcode by its pattern. A country without a format
 * (the United States, or one named in words no language knows) keeps docs/product/storefront.md §5:
 * both required, at least 2 and 5 characters. Run even when other fields failed, so every field's
 * message comes at once.
 */
function countryRules(value: unknown, ctx: z.RefinementCtx) {
  const a = value as { country?: unknown; state?: unknown; zipCode?: unknown };
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const country = text(a.country);
  const issue = (path: "state" | "zipCode", message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (addressFormatOf(country) === DEFAULT_ADDRESS_FORMAT) {
    const state = text(a.state);
    const zip = text(a.zipCode);
    if (state === "") issue("state", MSG.stateRequired);
    else if (state.length < 2) issue("state", MSG.stateMin);
    if (zip === "") issue("zipCode", MSG.zipRequired);
    else if (zip.length < 5) issue("zipCode", MSG.zipMin);
    return;
  }
  const problems = addressPartProblems({ country, state: text(a.state), zipCode: text(a.zipCode) });
  if (problems.state) issue("state", problems.state);
  if (problems.zipCode) issue("zipCode", problems.zipCode);
}
const always = { when: () => true };

export const addressInput = z.object(addressShape).superRefine(countryRules, always);
export type AddressInput = z.input<typeof addressInput>;

/** The shop's own address forms: the same fields, with the recipient's name and phone required. */
export const addressFormInput = z
  .object({
    ...addressShape,
    fullName: field(MSG.fullNameRequired, 2, MSG.fullNameMin, 100),
    phone: z
      .string({ error: MSG.phoneRequired })
      .trim()
      .min(1, MSG.phoneRequired)
      .max(30, "At most 30 characters")
      .refine(phoneShape, MSG.phoneInvalid),
  })
  .superRefine(countryRules, always);

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
