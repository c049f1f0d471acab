import { vi } from "vitest";

type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body?: unknown } | undefined;

/** A fetch stub answering `METHOD /api/path` routes; unknown routes answer 404. Returns the calls made. */
export function mockApi(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: { method: string; path: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, init });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === "function" ? route(init, url) : route;
    const { status, body } = answer ?? { status: 404, body: { message: "Not found", code: "NOT_FOUND" } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const CART = {
  cartId: 7,
  totalPrice: 40,
  products: [
    {
      productId: 3,
      productName: "Walnut Desk Lamp",
      description: "A lamp",
      image: "default.png",
      price: 25,
      discount: 20,
      specialPrice: 20,
      quantity: 2,
      stock: 5,
      cartId: 7,
    },
  ],
};

export const ADDRESS = {
  addressId: 11,
  street: "12 Orchard Lane",
  apartmentNumber: null,
  city: "Springfield",
  state: "IL",
  country: "USA",
  zipCode: "62704",
};

export function order(overrides: Record<string, unknown> = {}) {
  return {
    orderId: 501,
    email: "user1@example.com",
    orderDate: "2026-11-22T10:15:00.000Z",
    orderStatus: "Order Placed",
    totalAmount: 48.79,
    subtotal: 40,
    shippingFee: 5.99,
    tax: 2.8,
    addressId: 11,
    address: ADDRESS,
    paymentDTO: {
      paymentId: 1,
      paymentMethod: "cash",
      pgName: "COD",
      pgPaymentId: "NA",
      pgStatus: "pending",
      pgResponseMessage: "Order placed",
    },
    orderItemDTOs: [
      {
        orderItemId: 1,
        productId: 3,
        productDTO: { productId: 3, productName: "Walnut Desk Lamp", image: "default.png" },
        quantity: 2,
        orderedProductPrice: 20,
        discount: 20,
        status: "Order Placed",
      },
    ],
    ...overrides,
  };
}
