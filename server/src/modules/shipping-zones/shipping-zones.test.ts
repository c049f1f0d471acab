/**
 * Shipping zones (docs/product/api.md, "Shipping zones"): the fee and free-over threshold follow the
 * delivery address's country, an address in no zone cannot check out, and a shop without zones keeps
 * the settings' one fee. The figures were worked out by hand.
 */
import { MSG } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  itOnPostgres,
  placeCashOrder,
  startSecondServer,
  TEST_ADDRESS,
} from "../../test/harness.js";

type Shop = Awaited<ReturnType<typeof createShop>>;

const GERMANY = { name: "Germany", countries: ["DE"], fee: 4.9, freeShippingThreshold: 50 };
const EU = { name: "European Union", countries: ["AT", "FR", "NL"], fee: 9.9, freeShippingThreshold: null };

describe("a euro shop with zones for Germany and the EU", () => {
  let shop: Shop;
  let productId: number;
  const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);
  beforeAll(async () => {
    shop = await createShop("Goods", {}, { SHOP_CURRENCY: "EUR", SHOP_COUNTRY: "DE" });
    ({ productId } = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, { price: 20, quantity: 30 }));
  });
  afterAll(async () => shop?.ctx.close());

  /** A new customer's cash order of `quantity` to an address in `country`; the answer as it came. */
  async function orderTo(country: string, quantity = 1) {
    const customer = await createUser(shop.ctx);
    expect((await addToCart(shop.ctx, customer, productId, quantity)).statusCode).toBe(200);
    // A postal code each country's pattern takes (docs/product/api.md §5).
    const zipCode = /japan/i.test(country) ? "100-0001" : TEST_ADDRESS.zipCode;
    const address = await addAddress(shop.ctx, customer, { ...TEST_ADDRESS, country, zipCode });
    return { customer, res: await placeCashOrder(shop.ctx, customer, address) };
  }

  it("has no zones at first, and only admins read or change them", async () => {
    expect((await api("GET", "/admin/shipping-zones", shop.admin)).json()).toEqual([]);
    expect((await api("GET", "/public/settings")).json().shippingZones).toEqual([]);
    expect((await api("GET", "/admin/shipping-zones", shop.sellerA)).statusCode).toBe(403);
    expect((await api("PUT", "/admin/shipping-zones", undefined, [GERMANY])).statusCode).toBe(401);
  });

  it("refuses zones that overlap, name unknown countries or have more decimals than euros, and changes nothing", async () => {
    const cases: [object, string][] = [
      [[GERMANY, { ...EU, countries: ["FR", "DE"] }], MSG.zoneCountryTwice("DE", "Germany", "European Union")],
      [[{ ...GERMANY, countries: ["XX"] }], MSG.countryUnknown("XX")],
      [[{ ...GERMANY, countries: [] }], MSG.zoneCountriesRequired],
      [[{ ...EU, everywhereElse: true }], MSG.zoneElsewhereCountries],
      [[{ ...GERMANY, name: " " }], MSG.zoneNameRequired],
      [[{ ...GERMANY, fee: 4.999 }], "Shipping fee can have at most 2 decimals in EUR"],
    ];
    for (const [body, message] of cases) {
      const res = await api("PUT", "/admin/shipping-zones", shop.admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().fieldErrors ?? {})).toContain(message);
    }
    expect((await api("GET", "/admin/shipping-zones", shop.admin)).json()).toEqual([]);
  });

  it("charges each address its zone's fee, free over the zone's threshold, and refuses a country no zone ships to", async () => {
    const saved = await api("PUT", "/admin/shipping-zones", shop.admin, [GERMANY, EU]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([
      { ...GERMANY, everywhereElse: false },
      { ...EU, everywhereElse: false },
    ]);
    expect((await api("GET", "/public/settings")).json().shippingZones).toEqual(saved.json());

    // 20.00 + 4.90 shipping + 7 % of 20.00 (1.40) = 26.30; the address names its country in words.
    const germany = await orderTo("Germany");
    expect(germany.res.statusCode, germany.res.body).toBe(201);
    expect(germany.res.json()).toMatchObject({ currency: "EUR", shippingFee: 4.9, taxAmount: 1.4, totalAmount: 26.3 });
    // 3 × 20.00 = 60.00, over Germany's 50.00: free; tax 4.20.
    const over = await orderTo("DE", 3);
    expect(over.res.json()).toMatchObject({ shippingFee: 0, totalAmount: 64.2 });
    // France by its code, in the EU zone (no threshold): 20.00 + 9.90 + 1.40.
    const france = await orderTo("fr");
    expect(france.res.json()).toMatchObject({ shippingFee: 9.9, totalAmount: 31.3 });

    const stock = async () => (await api("GET", `/public/products/${productId}`)).json().quantity;
    const before = await stock();
    const japan = await orderTo("Japan");
    expect(japan.res.statusCode).toBe(400);
    expect(japan.res.json().message).toBe("We do not ship to Japan");
    expect(await stock()).toBe(before);
    expect((await api("GET", "/carts/users/cart", japan.customer)).json().products).toHaveLength(1);

    // Everywhere else, once the owner adds it.
    const elsewhere = {
      name: "Rest of the world",
      countries: [],
      everywhereElse: true,
      fee: 25,
      freeShippingThreshold: null,
    };
    expect((await api("PUT", "/admin/shipping-zones", shop.admin, [GERMANY, EU, elsewhere])).statusCode).toBe(200);
    const later = await orderTo("Japan");
    expect(later.res.json()).toMatchObject({ shippingFee: 25, totalAmount: 46.4 });
  });

  it("keeps the zones through a change of the store settings", async () => {
    const { currencyDigits: _d, shippingZones: zones, ...settings } = (await api("GET", "/public/settings")).json();
    expect(zones).toHaveLength(3);
    const res = await api("PUT", "/admin/settings", shop.admin, { ...settings, shippingFee: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shippingZones).toEqual(zones);
  });
});

describe("a shop without zones, and zones through a change of currency", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createShop("Goods");
  });
  afterAll(async () => shop?.ctx.close());

  it("charges the settings' one fee to any address, and rescales the zones' fees when the currency changes", async () => {
    const { productId } = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, { price: 10 });
    const customer = await createUser(shop.ctx);
    await addToCart(shop.ctx, customer, productId, 1);
    // An address anywhere, as the spec's shop has it: $10.00 + $5.99 + $0.70.
    const placed = await placeCashOrder(shop.ctx, customer, await addAddress(shop.ctx, customer));
    expect(placed.json()).toMatchObject({ shippingFee: 5.99, totalAmount: 16.69 });

    const fresh = await createShop("Goods");
    try {
      const freshApi = apiOf(() => fresh.ctx);
      const zone = { name: "Japan", countries: ["JP"], fee: 5.99, freeShippingThreshold: 99.99 };
      expect((await freshApi("PUT", "/admin/shipping-zones", fresh.admin, [zone])).statusCode).toBe(200);
      const { currencyDigits: _d, shippingZones: _z, ...settings } = (await freshApi("GET", "/public/settings")).json();
      const changed = await freshApi("PUT", "/admin/settings", fresh.admin, {
        ...settings,
        currency: "JPY",
        country: "JP",
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().shippingZones).toEqual([
        { ...zone, fee: 6, freeShippingThreshold: 100, everywhereElse: false },
      ]);
    } finally {
      await fresh.ctx.close();
    }
  });
});

describe("zones and settings saved at the same moment on two servers", () => {
  /** Each is made of the stored settings under the row's lock: neither may undo the other. */
  itOnPostgres("both keep what they saved (PostgreSQL, two servers)", async () => {
    const shop = await createShop("Goods");
    const second = await startSecondServer(shop.ctx);
    try {
      const api = apiOf(() => shop.ctx);
      const { currencyDigits: _d, shippingZones: _z, ...settings } = (await api("GET", "/public/settings")).json();
      for (let round = 1; round <= 8; round++) {
        const zones = [{ ...GERMANY, fee: round }];
        const [zoned, set] = await Promise.all([
          second.inject({ method: "PUT", url: "/api/admin/shipping-zones", headers: shop.admin.auth, payload: zones }),
          shop.ctx.app.inject({
            method: "PUT",
            url: "/api/admin/settings",
            headers: shop.admin.auth,
            payload: { ...settings, shippingFee: round },
          }),
        ]);
        expect([zoned.statusCode, set.statusCode]).toEqual([200, 200]);
        const now = (await api("GET", "/admin/shipping-zones", shop.admin)).json();
        expect(now.map((z: { fee: number }) => z.fee)).toEqual([round]);
        expect((await api("GET", "/public/settings")).json().shippingFee).toBe(round);
      }
    } finally {
      await second.close();
      await shop.ctx.close();
    }
  });
});
