/**
 * A seller as a filter of the catalog's lists, searches and facets (`sellerId=`): read through the
 * counted path of the same condition as every other filter (docs/decisions/0044), no table of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, createShop } from "../../test/harness.js";

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);

beforeAll(async () => {
  shop = await createShop("Clothes", {}, { CATALOG_CACHE: "off" });
  const url = `/admin/categories/${shop.categoryId}/products`;
  const shirt = (productName: string, sizes: string[], price = 20) => ({
    productName,
    description: "A shirt of fine cotton",
    options: [{ name: "Size", values: sizes }],
    variants: sizes.map((Size) => ({ options: { Size }, price, quantity: 3 })),
  });
  for (const [seller, body] of [
    [shop.sellerA, shirt("Linen shirt", ["S", "M"])],
    [shop.sellerA, shirt("Oxford shirt", ["M"], 35)],
    [shop.sellerB, shirt("Flannel shirt", ["M", "L"])],
  ] as const) {
    const res = await api("POST", url, seller, body);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => shop?.ctx.close());

describe("the products of one seller", () => {
  it("lists, searches and counts facets over that seller's products only", async () => {
    const a = shop.sellerA.id;
    const list = (await api("GET", `/public/products?sellerId=${a}&sortBy=productName`)).json();
    expect(list.content.map((p: { productName: string }) => p.productName)).toEqual(["Linen shirt", "Oxford shirt"]);
    expect(list.totalElements).toBe(2);
    const inCategory = (
      await api("GET", `/public/categories/${shop.categoryId}/products?sellerId=${shop.sellerB.id}`)
    ).json();
    expect(inCategory.content.map((p: { productName: string }) => p.productName)).toEqual(["Flannel shirt"]);
    const found = (await api("GET", `/public/products/keyword/shirt?sellerId=${a}&maxPrice=25`)).json();
    expect(found.content.map((p: { productName: string }) => p.productName)).toEqual(["Linen shirt"]);

    const facets = (await api("GET", `/public/facets?sellerId=${a}`)).json();
    const size = facets.options.find((o: { name: string }) => o.name === "Size");
    expect(Object.fromEntries(size.values.map((v: { value: string; count: number }) => [v.value, v.count]))).toEqual({
      S: 1,
      M: 2,
    });
    const searched = (await api("GET", `/public/facets?keyword=shirt&sellerId=${shop.sellerB.id}`)).json();
    expect(searched.options[0].values.map((v: { value: string }) => v.value).sort()).toEqual(["L", "M"]);
  });

  it("refuses a seller id that is not one", async () => {
    const res = await api("GET", "/public/products?sellerId=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ sellerId: "sellerId must be a seller id" });
  });
});
