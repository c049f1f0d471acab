/**
 * The shop's shipping zones (docs/product/api.md, "Shipping zones"; docs/decisions/0039-shipping-zones.md):
 * kept with the store settings, so every server reads them from the same row and its copy is dropped
 * on every server when they change; an order reads them in its own transaction, as it reads the fees.
 */
import type { ShippingZone, ShippingZones, StoreSettings } from "@shop/contract";
import type { StoreSettingsService } from "../../core/deps.js";
import { amountsIn } from "../../core/money.js";

/** The zones as answered: every field present, in the owner's order. */
export const zonesOf = (settings: StoreSettings): ShippingZone[] => settings.shippingZones ?? [];

/**
 * Replaces the zones with `zones` (already checked by the contract's schema): their amounts are
 * amounts of the shop's currency, refused with more decimals than it has, with the field named.
 */
export async function changeShippingZones(
  settings: StoreSettingsService,
  zones: ShippingZones,
): Promise<ShippingZone[]> {
  const saved = await settings.update((stored) => {
    const money = amountsIn(stored.currency);
    zones.forEach((zone, i) => {
      money.minor(zone.fee, `${i}.fee`, "Shipping fee");
      money.minorOrNull(zone.freeShippingThreshold, `${i}.freeShippingThreshold`, "Free-shipping threshold");
    });
    return { ...stored, shippingZones: zones };
  });
  return zonesOf(saved);
}
