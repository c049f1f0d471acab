import { describe, expect, it } from "vitest";
import * as account from "./account.js";
import * as backOffice from "./back-office.js";
import * as cart from "./cart.js";
import * as checkout from "./checkout.js";
import { FALLBACK, MSG, SUCCESS } from "./index.js";
import * as server from "./server.js";
import * as storefront from "./storefront.js";

const areas = { storefront, account, cart, checkout, "back-office": backOffice, server };
const groups = ["MSG", "FALLBACK", "SUCCESS"] as const;

// docs/decisions/0027-first-load-budget.md: each text is written once, in the area that shows it.
describe("the texts' areas", () => {
  it("write each key in one area only (a second one would be hidden by the spread)", () => {
    for (const group of groups) {
      const owners = new Map<string, string[]>();
      for (const [name, area] of Object.entries(areas))
        for (const key of Object.keys(area.OWN[group])) owners.set(key, [...(owners.get(key) ?? []), name]);
      const twice = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names}`);
      expect(twice, group).toEqual([]);
    }
  });

  it("make up the whole set the server uses", () => {
    const all = { MSG, FALLBACK, SUCCESS };
    for (const group of groups) {
      const owned = Object.values(areas).flatMap((area) => Object.keys(area.OWN[group]));
      expect(Object.keys(all[group]).sort(), group).toEqual(owned.sort());
    }
  });

  it("give each area's screens their own texts and those of the areas beneath", () => {
    const beneath = {
      storefront: [],
      account: [storefront],
      cart: [],
      checkout: [storefront, account],
      "back-office": [storefront, account],
      server: [],
    };
    for (const [name, area] of Object.entries(areas))
      for (const group of groups) {
        const expected = [area, ...beneath[name as keyof typeof beneath]].flatMap((a) => Object.keys(a.OWN[group]));
        expect(Object.keys(area[group]).sort(), `${name} ${group}`).toEqual(expected.sort());
      }
  });
});
