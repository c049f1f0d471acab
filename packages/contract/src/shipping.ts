/**
 * What shipping costs to an address: the zone of its country, or the shop's one fee when it has no
 * zones (docs/product/api.md, "Shipping zones"; docs/decisions/0039-shipping-zones.md). The cart, the
 * checkout and order placement all price shipping through `shippingPricing`.
 */
import { countryCodes, currencyDigits, isCountryCode, toMinor } from "./currency.js";
import type { PricingSettings } from "./pricing.js";
import type { StoreSettings } from "./schemas/settings.js";
import type { ShippingZone } from "./schemas/shipping.js";
import { pricingOf } from "./settings-defaults.js";

/** Names an address may carry for its country besides the ones `Intl` gives (the spec's "USA"). */
const ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  uk: "GB",
  "u.k.": "GB",
  "great britain": "GB",
};
/** The languages whose country names are understood (the shop's until it has its own list of languages). */
const NAME_LANGUAGES = ["en", "de", "es", "fr", "ar"];
let byName: Map<string, string> | undefined;

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The ISO 3166-1 code of an address's country: the code itself ("DE", "de") or its name in one of
 * the languages above ("Germany", "Deutschland", "USA"); null when it names no known country.
 */
export function countryCodeOf(text: string): string | null {
  const upper = text.trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (!byName) {
    byName = new Map(Object.entries(ALIASES));
    for (const language of NAME_LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
      for (const code of countryCodes()) {
        const name = names.of(code);
        if (name && !byName.has(normal(name))) byName.set(normal(name), code);
      }
    }
  }
  return byName.get(normal(text)) ?? null;
}

/** The zone that ships to a country: the one naming it, else the one for everywhere else, else none. */
export function zoneFor(zones: readonly ShippingZone[], country: string | null): ShippingZone | null {
  const named = country === null ? undefined : zones.find((z) => !z.everywhereElse && z.countries.includes(country));
  return named ?? zones.find((z) => z.everywhereElse) ?? null;
}

/**
 * The pricing of an order to an address in `country` (a code or a name, as the address carries it):
 * the settings' rate with the fee and threshold of the address's zone, or of the settings when the shop
 * has no zones; null when the shop has zones and none ships there.
 */
export function shippingPricing(
  settings: Pick<StoreSettings, "shippingFee" | "taxRate" | "freeShippingThreshold" | "currency" | "shippingZones">,
  country: string | null,
): PricingSettings | null {
  const base = pricingOf(settings);
  const zones = settings.shippingZones ?? [];
  if (zones.length === 0) return base;
  const zone = zoneFor(zones, country === null ? null : countryCodeOf(country));
  if (!zone) return null;
  const digits = currencyDigits(settings.currency);
  return {
    ...base,
    shippingFeeCents: toMinor(zone.fee, digits),
    freeShippingThresholdCents:
      zone.freeShippingThreshold === null ? null : toMinor(zone.freeShippingThreshold, digits),
  };
}
