import { EMPTY_STORE_SETTINGS, type StoreSettings } from "@shop/contract";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, setApiTransport } from "./entry-server";
import { makeProduct } from "./test/fixtures";

const settings = (shopName: string): StoreSettings => ({ ...EMPTY_STORE_SETTINGS, shopName });

/** The server's own API as the bundle sees it: an owner page, answered after `delayMs`. */
function answerPagesAfter(delayOf: (url: string) => number) {
  setApiTransport(async (url) => {
    await new Promise((resolve) => setTimeout(resolve, delayOf(url)));
    const body = { slug: "about", title: "About Us", markdown: "Hello", html: "<p>Hello</p>", updatedAt: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
}

const shopNamesIn = (html: string) => html.match(/Alpha Goods|Beta Wares/g) ?? [];

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe("server rendering", () => {
  it("renders each page with its own store settings while another render is under way", async () => {
    // The first render waits longest for its data, so the second one starts and finishes in between.
    let calls = 0;
    answerPagesAfter(() => (calls++ === 0 ? 120 : 10));
    const [first, second] = await Promise.all([
      renderPage("/about", settings("Alpha Goods")),
      renderPage("/about", settings("Beta Wares")),
    ]);
    // Both renders waited for their data (the page's text is there), and each shows its own shop
    // name only: in the header, the page's heading and the footer.
    expect(first.html).toContain("<p>Hello</p>");
    expect(second.html).toContain("<p>Hello</p>");
    expect(shopNamesIn(first.html)).toEqual(["Alpha Goods", "Alpha Goods", "Alpha Goods", "Alpha Goods"]);
    expect(shopNamesIn(second.html)).toEqual(["Beta Wares", "Beta Wares", "Beta Wares", "Beta Wares"]);
  });

  it("writes a yen shop's product price in yen, with the locale the browser's hydration uses", async () => {
    const product = makeProduct(5, { productName: "Teapot", price: 1980, specialPrice: 1980, discount: 0 });
    setApiTransport(async (url) => {
      const path = new URL(url, "http://localhost").pathname;
      const empty = { content: [], pageNumber: 0, pageSize: 10, totalElements: 0, totalPages: 0, lastPage: true };
      const summary = { averageRating: null, reviewCount: 0, distribution: [0, 0, 0, 0, 0] };
      const body = /\/products\/5$/.test(path) ? product : /reviews/.test(path) ? { ...empty, summary } : empty;
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    const yen: StoreSettings = { ...settings("Tea House"), currency: "JPY", country: "JP", currencyDigits: 0 };
    const { html } = await renderPage("/products/5", yen);
    expect(html).toContain("Teapot");
    expect(html).toContain("¥1,980");
    expect(html).not.toContain("$");
  });
});
