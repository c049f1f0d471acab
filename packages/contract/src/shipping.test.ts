import { describe, expect, it } from "vitest";
import { countryCodes, isCountryCode } from "./currency.js";
import { shippingZonesSchema } from "./schemas/shipping.js";
import { EMPTY_STORE_SETTINGS } from "./settings-defaults.js";
import { countryCodeOf, shippingPricing } from "./shipping.js";

describe("the country of an address", () => {
  it("is read from its code or its name in English, German, Spanish, French or Arabic", () => {
    expect(["DE", "de", " Germany ", "Deutschland", "Alemania", "Allemagne", "ألمانيا"].map(countryCodeOf)).toEqual(
      Array(7).fill("DE"),
    );
    expect(["USA", "United States", "United States of America", "us"].map(countryCodeOf)).toEqual(Array(4).fill("US"));
    expect(countryCodeOf("UK")).toBe("GB");
    expect(countryCodeOf("Testland")).toBeNull();
  });

  it("is never a code ISO withdrew (East Germany's DD, the Soviet Union's SU)", () => {
    expect(["DD", "SU", "YU", "ZR"].some(isCountryCode)).toBe(false);
    expect(countryCodes()).not.toContain("DD");
    expect(countryCodes()).toContain("DE");
  });
});

describe("shipping to an address", () => {
  const zones = shippingZonesSchema.parse([
    { name: "Germany", countries: ["DE"], fee: 4.9, freeShippingThreshold: 50 },
    { name: "Elsewhere", countries: [], everywhereElse: true, fee: 25 },
  ]);
  const euro = { ...EMPTY_STORE_SETTINGS, currency: "EUR", shippingZones: zones };

  it("costs the settings' one fee without zones, the zone's with them, in minor units", () => {
    expect(shippingPricing(EMPTY_STORE_SETTINGS, "Testland")).toMatchObject({ shippingFeeCents: 599 });
    expect(shippingPricing(euro, "Deutschland")).toMatchObject({
      shippingFeeCents: 490,
      freeShippingThresholdCents: 5000,
    });
    expect(shippingPricing(euro, "Japan")).toMatchObject({ shippingFeeCents: 2500, freeShippingThresholdCents: null });
    expect(shippingPricing({ ...euro, shippingZones: zones.slice(0, 1) }, "Japan")).toBeNull();
  });
});
