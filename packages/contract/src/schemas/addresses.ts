import { z } from "zod";
import { MSG } from "../messages.js";

const field = (required: string, minLen: number, minMsg: string, max = 120) =>
  z.string({ error: required }).trim().min(1, required).min(minLen, minMsg).max(max, `At most ${max} characters`);

export const addressInput = z.object({
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

export const addressSchema = z
  .object({
    addressId: z.number().int(),
    street: z.string(),
    apartmentNumber: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof addressSchema>;
