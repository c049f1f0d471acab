/**
 * Shipping zones (docs/product/api.md, "Shipping zones"; docs/decisions/0039-shipping-zones.md): groups
 * of countries, each with its fee and its free-over threshold, and at most one zone for everywhere else.
 */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { anyCurrencyDigits, money } from "./common.js";
import { isCountryCode } from "../currency.js";

/** The shop's country: ISO 3166-1 alpha-2, two upper-case letters ("US", "DE", "JP"). */
export const countrySchema = z
  .string({ error: MSG.countryUnknown("") })
  .refine(isCountryCode, { error: (issue) => MSG.countryUnknown(String(issue.input)) })
  .meta({ description: "ISO 3166-1 alpha-2 code", example: "US" });

/** How many zones a shop may have (a zone per country of the EU and a few more). */
export const MAX_SHIPPING_ZONES = 50;

export const shippingZoneSchema = z
  .object({
    name: z.string({ error: MSG.zoneNameRequired }).trim().min(1, MSG.zoneNameRequired).max(60, MSG.zoneNameMax),
    countries: z
      .array(countrySchema)
      .max(250)
      .meta({ description: "ISO 3166-1 alpha-2 codes; [] for everywhere else" }),
    /** The zone for every country no other zone names; its `countries` is empty. */
    everywhereElse: z.boolean().default(false),
    fee: z
      .number({ error: MSG.zoneFeeRequired })
      .meta(money.meta() ?? {})
      .min(0, MSG.settingsMoneyRange("Shipping fee", "1,000"))
      .max(1000, MSG.settingsMoneyRange("Shipping fee", "1,000"))
      .refine(anyCurrencyDigits, MSG.priceDecimals),
    freeShippingThreshold: money
      .min(0, MSG.settingsMoneyRange("Free-shipping threshold", "1,000,000"))
      .max(1_000_000, MSG.settingsMoneyRange("Free-shipping threshold", "1,000,000"))
      .refine(anyCurrencyDigits, MSG.priceDecimals)
      .nullable()
      .default(null)
      .meta({ description: "Subtotal above which shipping to this zone is free; null: never free" }),
  })
  .meta({ id: "ShippingZone" });
export type ShippingZone = z.output<typeof shippingZoneSchema>;

/**
 * The shop's zones as one list (PUT /api/admin/shipping-zones): no country in two zones, a zone names
 * countries unless it is the one for everywhere else, and there is at most one of those.
 */
export const shippingZonesSchema = z
  .array(shippingZoneSchema)
  .max(MAX_SHIPPING_ZONES, MSG.zonesMax(MAX_SHIPPING_ZONES))
  .superRefine((zones, ctx) => {
    const seen = new Map<string, string>();
    let elsewhere = 0;
    zones.forEach((zone, i) => {
      if (zone.everywhereElse) {
        elsewhere++;
        if (elsewhere > 1)
          ctx.addIssue({ code: "custom", path: [i, "everywhereElse"], message: MSG.zoneElsewhereTwice });
        if (zone.countries.length > 0) {
          ctx.addIssue({ code: "custom", path: [i, "countries"], message: MSG.zoneElsewhereCountries });
        }
        return;
      }
      if (zone.countries.length === 0)
        ctx.addIssue({ code: "custom", path: [i, "countries"], message: MSG.zoneCountriesRequired });
      zone.countries.forEach((code, j) => {
        const other = seen.get(code);
        if (other !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [i, "countries", j],
            message: MSG.zoneCountryTwice(code, other, zone.name),
          });
        } else seen.set(code, zone.name);
      });
    });
  })
  .meta({ id: "ShippingZones" });
export type ShippingZones = z.output<typeof shippingZonesSchema>;
