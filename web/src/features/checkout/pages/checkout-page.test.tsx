import { type Cart, EMPTY_STORE_SETTINGS, MSG, orderSchema } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { storage } from "../../../lib/storage";
import { ADDRESS, CART, order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderRoutes } from "../../../test/render";
import { CheckoutPage } from "./checkout-page";

const routes = [
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/cart", element: <h1>Cart page</h1> },
  { path: "/checkout/success", element: <h1>Success page</h1> },
];

function renderCheckout() {
  return renderRoutes(routes, { path: "/checkout", user: makeUser() });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

async function continueTo(name: RegExp) {
  await userEvent.click(screen.getByRole("button", { name }));
}

describe("checkout wizard", () => {
  it("cannot continue from Shipping without an address, then continues once one is chosen", async () => {
    const second = { ...ADDRESS, addressId: 13, street: "7 Mill Road" };
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS, second] },
    });
    renderCheckout();
    await screen.findByText("12 Orchard Lane");
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Shipping");

    await continueTo(/continue to payment/i);
    expect(await screen.findByText(MSG.selectAddress)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Shipping address" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: /12 Orchard Lane/ }));
    expect(screen.queryByText(MSG.selectAddress)).not.toBeInTheDocument();
    await continueTo(/continue to payment/i);
    expect(await screen.findByRole("heading", { name: "Payment method" })).toBeInTheDocument();
  });

  it("charges the chosen address's shipping zone, and says at once that no zone ships to another", async () => {
    const japan = { ...ADDRESS, addressId: 14, street: "3 Sakura Dori", country: "Japan" };
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS, japan] },
    });
    const zones = [{ name: "US", countries: ["US"], everywhereElse: false, fee: 4, freeShippingThreshold: null }];
    renderRoutes(routes, {
      path: "/checkout",
      user: makeUser(),
      settings: { ...EMPTY_STORE_SETTINGS, shippingZones: zones },
    });
    const summary = await screen.findByRole("region", { name: "Order summary" });
    // The address's own card says it before it is chosen; choosing it says it again by Continue.
    const japanCard = await screen.findByRole("radio", { name: /3 Sakura Dori/ });
    expect(japanCard).toHaveAccessibleName(/We do not ship to Japan/);
    expect(screen.getByRole("radio", { name: /12 Orchard Lane/ })).not.toHaveAccessibleName(/We do not ship/);
    await userEvent.click(japanCard);
    expect(await screen.findAllByText("We do not ship to Japan")).toHaveLength(2);
    await continueTo(/continue to payment/i);
    expect(screen.getByRole("heading", { name: "Shipping address" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: /12 Orchard Lane/ }));
    expect(screen.getAllByText("We do not ship to Japan")).toHaveLength(1);
    expect(within(summary).getByText("Shipping").nextSibling).toHaveTextContent("$4.00");
    await continueTo(/continue to payment/i);
    expect(await screen.findByRole("heading", { name: "Payment method" })).toBeInTheDocument();
  });

  it("makes the shopper choose Cash on Delivery before the review", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);

    // Focus follows the new step.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Payment method" })).toHaveFocus());
    // The only method is chosen from the start.
    const cash = await screen.findByRole("radio", { name: /cash on delivery/i });
    expect(cash).toBeChecked();
    await continueTo(/review order/i);
    expect(await screen.findByRole("heading", { name: "Review your order" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Review");
  });

  it("goes back to the cart from step 1", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
    });
    const { router } = renderCheckout();
    await userEvent.click(await screen.findByRole("button", { name: /back to cart/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
  });

  it("sends an empty cart back to /cart", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: { cartId: null, totalPrice: 0, products: [] } },
      "GET /api/users/addresses": { status: 200, body: [] },
    });
    const { router } = renderCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
  });

  it("chooses the only saved address", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
    });
    renderCheckout();
    expect(await screen.findByRole("radio", { name: /12 Orchard Lane/ })).toBeChecked();
    await continueTo(/continue to payment/i);
    expect(await screen.findByRole("heading", { name: "Payment method" })).toBeInTheDocument();
  });

  it("saves the filled new-address form and goes on with it on Continue to Payment", async () => {
    const created = { ...ADDRESS, addressId: 12, street: "99 Harbor Road" };
    const book: (typeof created)[] = [];
    const { calls } = mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": () => ({ status: 200, body: book }),
      "POST /api/addresses": () => {
        book.push(created);
        return { status: 201, body: created };
      },
    });
    renderCheckout();
    await screen.findByRole("heading", { name: "Add a new address" });
    // An empty form: Continue shows what the form needs, and sends nothing.
    await continueTo(/continue to payment/i);
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/addresses")).toBe(false);
    await userEvent.type(screen.getByLabelText(/full name/i), "Sam Rivers");
    await userEvent.type(screen.getByLabelText(/phone number/i), "+1 555 010 2233");
    await userEvent.type(screen.getByLabelText(/street address/i), "99 Harbor Road");
    await userEvent.type(screen.getByLabelText(/^city/i), "Springfield");
    await userEvent.type(screen.getByLabelText(/state/i), "IL");
    await userEvent.type(screen.getByLabelText(/country/i), "USA");
    await userEvent.type(screen.getByLabelText(/zip/i), "62704");
    await continueTo(/continue to payment/i);
    expect(await screen.findByRole("heading", { name: "Payment method" })).toBeInTheDocument();
    expect(screen.queryByText(MSG.selectAddress)).not.toBeInTheDocument();
    await continueTo(/review order/i);
    expect(await screen.findByText(/99 Harbor Road/)).toBeInTheDocument();
  });

  it("selects a newly added address", async () => {
    const created = { ...ADDRESS, addressId: 12, street: "99 Harbor Road" };
    const book: (typeof created)[] = [];
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": () => ({ status: 200, body: book }),
      "POST /api/addresses": () => {
        book.push(created);
        return { status: 201, body: created };
      },
    });
    renderCheckout();
    const form = await screen.findByRole("heading", { name: "Add a new address" });
    expect(form).toBeInTheDocument();
    // The recipient is required in the shop's own form (a courier collecting cash needs them).
    await userEvent.click(screen.getByRole("button", { name: /save and use this address/i }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Phone number is required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/full name/i), "Sam Rivers");
    await userEvent.type(screen.getByLabelText(/phone number/i), "+1 555 010 2233");
    await userEvent.type(screen.getByLabelText(/street address/i), "99 Harbor Road");
    await userEvent.type(screen.getByLabelText(/^city/i), "Springfield");
    await userEvent.type(screen.getByLabelText(/state/i), "IL");
    await userEvent.type(screen.getByLabelText(/country/i), "USA");
    await userEvent.type(screen.getByLabelText(/zip/i), "62704");
    await userEvent.click(screen.getByRole("button", { name: /save and use this address/i }));
    expect(await screen.findByRole("radio", { name: /99 Harbor Road/ })).toBeChecked();
  });

  it("places the cash order once with an Idempotency-Key and goes to the success page", async () => {
    const { calls } = mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
      "POST /api/order/users/payments/cash": { status: 201, body: order() },
    });
    const { router } = renderCheckout();
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);
    await userEvent.click(await screen.findByRole("radio", { name: /cash on delivery/i }));
    // The new step's heading takes the focus as the step appears, not later from a field the
    // shopper has started typing in. With the clock stopped, Preact's passive effects (run after
    // the next frame) have not run yet when the click returns, so only focus moved while the step
    // is shown passes.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole("button", { name: /review order/i }));
      expect(screen.getByRole("heading", { name: "Review your order" })).toHaveFocus();
      vi.advanceTimersByTime(100);
    } finally {
      vi.useRealTimers();
    }

    const summary = screen.getByRole("region", { name: "Order summary" });
    const amounts = within(summary)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(amounts).toEqual(["$40.00", "$5.99", "$2.80", "$48.79"]);

    await userEvent.type(screen.getByLabelText(/notes for your order/i), "Leave at the door");
    const place = screen.getByRole("button", { name: "Place Order" });
    await userEvent.dblClick(place);
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/success"));

    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({
      addressId: 11,
      paymentMethod: "cash",
      pgName: "COD",
      pgPaymentId: "NA",
      pgStatus: "pending",
      pgResponseMessage: "Leave at the door",
    });
    expect(new Headers(posts[0]?.init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(storage.getLastOrderId()).toBe(501);
    expect(storage.getLastOrder(orderSchema)?.orderId).toBe(501);
  });

  it("shows an out-of-stock answer with a way back to the cart", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
      "POST /api/order/users/payments/cash": {
        status: 409,
        body: { message: "Only 1 left in stock for Walnut Desk Lamp", code: "OUT_OF_STOCK" },
      },
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);
    await userEvent.click(await screen.findByRole("radio", { name: /cash on delivery/i }));
    await continueTo(/review order/i);
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));

    const alert = await screen.findByText(/Only 1 left in stock for Walnut Desk Lamp/);
    expect(alert.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("link", { name: /update your cart/i })).toHaveAttribute("href", "/cart");
  });

  it("shows the code's discount on the review step, and a code used up meanwhile keeps the cart", async () => {
    let cart: Cart = { ...CART, promotionCode: "SAVE10", discount: 4 };
    let placed = 0;
    mockApi({
      "GET /api/carts/users/cart": () => ({ status: 200, body: cart }),
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
      "POST /api/order/users/payments/cash": () => {
        placed += 1;
        // Used up by another shopper meanwhile: nothing placed; the cart now says why.
        cart = { ...cart, discount: 0, promotionProblem: MSG.promoUsedUp };
        return { status: 409, body: { message: MSG.promoJustUsedUp, code: "CONFLICT" } };
      },
    });
    const { router } = renderCheckout();
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);
    await userEvent.click(await screen.findByRole("radio", { name: /cash on delivery/i }));
    await continueTo(/review order/i);

    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("Discount (SAVE10)")).toBeInTheDocument();
    // 40.00 − 4.00 + 5.99 + 2.52 (7 % of 36.00)
    expect(summary.getByText("$44.51")).toBeInTheDocument();
    expect(screen.getByText("applied", { exact: false })).toHaveTextContent("Code SAVE10 applied");

    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    const alert = await screen.findByText(MSG.promoJustUsedUp);
    expect(alert.closest("[role=alert]")).not.toBeNull();
    expect(screen.queryByRole("link", { name: /update your cart/i })).not.toBeInTheDocument();
    expect(await screen.findByText(MSG.promoUsedUp)).toBeInTheDocument();
    expect(summary.queryByText("Discount (SAVE10)")).not.toBeInTheDocument();
    expect(summary.getByText("Walnut Desk Lamp")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/checkout");
    expect(placed).toBe(1);
  });

  it("says authentication failed on a 401 from placing the order, and goes to /login after 2 s", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
      // The server's words do not matter: the status says the token was refused.
      "POST /api/order/users/payments/cash": {
        status: 401,
        body: { message: "Your session has ended", code: "UNAUTHORIZED" },
      },
    });
    const routes401 = [...routes, { path: "/login", element: <h1>Login page</h1> }];
    const { router } = renderRoutes(routes401, { path: "/checkout", user: makeUser() });
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);
    await userEvent.click(await screen.findByRole("radio", { name: /cash on delivery/i }));
    await continueTo(/review order/i);

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      // The answer arrives in small steps of the stopped clock; the 2 s start when it is shown.
      for (let step = 0; step < 100 && !screen.queryByText(MSG.checkoutAuthFailed); step++) {
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(screen.getByText(MSG.checkoutAuthFailed)).toBeInTheDocument();
      expect(MSG.checkoutAuthFailed).toBe("Authentication failed. Please log in again to place your order.");
      await vi.advanceTimersByTimeAsync(1900);
      expect(router.state.location.pathname).toBe("/checkout");
      await vi.advanceTimersByTimeAsync(200);
      expect(router.state.location.pathname).toBe("/login");
      expect(router.state.location.state).toEqual({ from: "/checkout" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("says the session may have expired when the stored user lost its logged-in flag", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: CART },
      "GET /api/users/addresses": { status: 200, body: [ADDRESS] },
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole("radio", { name: /12 Orchard Lane/ }));
    await continueTo(/continue to payment/i);
    await userEvent.click(await screen.findByRole("radio", { name: /cash on delivery/i }));
    await continueTo(/review order/i);
    localStorage.setItem("user", JSON.stringify({ ...makeUser(), isLoggedIn: false }));
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(MSG.checkoutSessionMaybeExpired)).toBeInTheDocument();
  });
});
