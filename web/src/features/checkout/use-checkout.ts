import { type Address, ERROR_CODES, type Order, TIMINGS } from "@shop/contract";
import { MSG } from "@shop/contract/messages/checkout";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage, isApiError, isClientError } from "../../lib/api-client";
import { orderErrorText } from "../../lib/session-guard";
import { useMoney, useShippingPricing } from "../../lib/shop-settings";
import { usePaymentMethods } from "./api/payment-methods";
import { storage } from "../../lib/storage";
import { usePageTitle } from "../../lib/use-page-title";
import { ORDERS_ROOT_KEY, useAddresses } from "../account";
import { cartTotals, useCart } from "../cart";
import { usePlaceOrder } from "./api/place-order";
import type { PaymentChoice } from "./components/payment-step";
import type { CheckoutStep } from "./components/step-indicator";
import { newIdempotencyKey } from "./idempotency-key";

export interface PlacementError {
  text: string;
  /** An out-of-stock answer: the shopper fixes the cart. */
  outOfStock?: boolean;
}

/** A 409 about the cart's discount code (used up meanwhile, expired, ...): the cart keeps its lines. */
const isCodeConflict = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === ERROR_CODES.conflict;

const STEP_TITLES: Record<CheckoutStep, string> = {
  1: "Checkout – Shipping",
  2: "Checkout – Payment",
  3: "Checkout – Review",
  4: "Checkout – Confirmation",
};

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/**
 * The checkout wizard's state and moves (docs/product/storefront.md §4): the step, the chosen
 * address, payment and note, and placing the order exactly once per attempt. The page only draws it.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const addresses = useAddresses();
  const place = usePlaceOrder();

  const [step, setStep] = useState<CheckoutStep>(1);
  const [addressId, setAddressId] = useState<number | null>(null);
  // What the shop offers: cash on delivery alone without Stripe's keys (docs/decisions/0050); the
  // first is chosen from the start (docs/product/storefront.md, checkout).
  const methods: PaymentChoice[] = usePaymentMethods();
  const [chosen, setPayment] = useState<PaymentChoice | null>(null);
  const payment: PaymentChoice = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? "cash");
  const [note, setNote] = useState("");
  const [redirecting, setRedirecting] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [placementError, setPlacementError] = useState<PlacementError | null>(null);
  usePageTitle(STEP_TITLES[step]);

  // One key per checkout attempt: a double click or a retry after a lost answer reuses it.
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const succeeded = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // A new step replaces the button that was pressed: move focus to the new step's heading so
  // keyboard and screen-reader users continue from there (not on the first render). A layout
  // effect moves it in the same commit that shows the step: a passive effect ran later and could
  // take the focus from a field the shopper had already started typing in.
  const stepPanelRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepPanelRef.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus({ preventScroll: true });
  }, [step]);

  // A selected address that was deleted elsewhere is no selection; a shopper with one saved address
  // has it chosen.
  const book = addresses.data ?? [];
  const chosenId = addressId ?? (book.length === 1 ? book[0]!.addressId : null);
  const selectedAddress = book.find((a) => a.addressId === chosenId) ?? null;
  // Shipping as the chosen address's country has it (its zone's fee); none when no zone ships there.
  const pricingTo = useShippingPricing();
  const pricing = pricingTo(selectedAddress?.country);
  const { digits } = useMoney();
  const totals = selectedAddress && pricing ? cartTotals(cart.items, pricing, digits, cart.promotion) : cart.totals;
  /** The refusal the server would answer for an address no shipping zone reaches, before asking it. */
  const notShipped = (address: Address | null | undefined) =>
    address && !pricingTo(address.country) ? MSG.noShippingTo(address.country) : null;

  function goTo(next: CheckoutStep) {
    setStepError(null);
    setStep(next);
    scrollToTop();
  }

  /** `saved` is an address the step has just saved: the book's next read will hold it. */
  function continueFromShipping(saved?: Address) {
    if (!saved && !selectedAddress) {
      setStepError(MSG.selectAddress);
      return;
    }
    const refused = notShipped(saved ?? selectedAddress);
    if (refused) {
      setStepError(refused);
      return;
    }
    goTo(2);
  }

  function continueFromPayment() {
    if (!payment || !methods.includes(payment)) {
      setStepError(MSG.selectPayment);
      return;
    }
    goTo(3);
  }

  function showPlacementError(error: PlacementError) {
    setPlacementError(error);
    scrollToTop();
    // Let the alert render, then move focus to it so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => errorRef.current?.focus({ preventScroll: true }));
  }

  function redirectToLogin(afterMs: number) {
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(
      () => navigate("/login", { replace: true, state: { from: "/checkout" } }),
      afterMs,
    );
  }

  function onPlaced(order: Order) {
    succeeded.current = true;
    storage.setLastOrder(order);
    storage.setLastOrderId(order.orderId);
    // A card order is paid on Stripe's page; the cart stays until Stripe says it is paid, and
    // /checkout/success or /checkout/cancel is where the shopper comes back.
    if (order.paymentUrl) {
      setRedirecting(true);
      window.location.assign(order.paymentUrl);
      return;
    }
    setStep(4);
    // The server emptied the cart in the same transaction; show that at once, then re-read it.
    void cart.markEmptied();
    void queryClient.invalidateQueries({ queryKey: ORDERS_ROOT_KEY });
    void navigate("/checkout/success", { replace: true, state: { orderId: order.orderId } });
  }

  function onPlaceFailed(error: Error) {
    // A definite "no" from the server ends this attempt; after a lost answer (timeout, 5xx) the key stays.
    if (isClientError(error)) idempotencyKey.current = newIdempotencyKey();
    // The server refused the token (expired, or revoked by a sign-out elsewhere): sign in again.
    if (isApiError(error) && error.status === 401) {
      showPlacementError({ text: MSG.checkoutAuthFailed });
      redirectToLogin(TIMINGS.authFailedRedirectMs);
      return;
    }
    if (isCodeConflict(error)) {
      // The code was used up (or stopped applying) meanwhile: nothing was placed, the cart is as it
      // was; its reloaded answer says why the code no longer applies, beside the code box.
      showPlacementError({ text: errorMessage(error, MSG.promoJustUsedUp) });
      cart.refetch();
      return;
    }
    if (isApiError(error) && (error.code === ERROR_CODES.outOfStock || error.status === 409)) {
      showPlacementError({ text: errorMessage(error, MSG.checkoutFailed), outOfStock: true });
      cart.refetch();
      return;
    }
    showPlacementError({ text: orderErrorText(error, MSG.checkoutFailed) });
  }

  function placeOrder() {
    if (inFlight.current || succeeded.current) return;
    setPlacementError(null);
    // docs/product/storefront.md §8: a stored user record without the logged-in flag means the session is gone.
    if (!storage.getUser()?.isLoggedIn) {
      showPlacementError({ text: MSG.checkoutSessionMaybeExpired });
      redirectToLogin(TIMINGS.sessionExpiredRedirectMs);
      return;
    }
    if (!selectedAddress || notShipped(selectedAddress)) {
      goTo(1);
      setStepError(notShipped(selectedAddress) ?? MSG.selectAddress);
      return;
    }
    inFlight.current = true;
    place.mutate(
      { addressId: selectedAddress.addressId, note, idempotencyKey: idempotencyKey.current, method: payment ?? "cash" },
      {
        onSuccess: onPlaced,
        onError: onPlaceFailed,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  // docs/product/storefront.md §2: an empty cart sends the shopper back to /cart, unless the order just succeeded. A
  // shopper whose session has just ended (a 401 clears it) is on the way to /login, and the guest
  // cart that is now read is no reason to go to /cart instead.
  const emptied = !cart.isLoading && !cart.error && !cart.isGuest && cart.items.length === 0;
  const backToCart = emptied && step < 4 && !succeeded.current;

  return {
    cart,
    totals,
    pricing,
    notShipped,
    step,
    goTo,
    selectedAddress,
    selectAddress: (id: number) => {
      setAddressId(id);
      // An address no zone ships to is said at once, not at "Continue".
      setStepError(notShipped(book.find((a) => a.addressId === id)));
    },
    payment,
    choosePayment: (choice: PaymentChoice) => {
      setPayment(choice);
      setStepError(null);
    },
    note,
    setNote,
    stepError,
    placementError,
    dismissPlacementError: () => setPlacementError(null),
    continueFromShipping,
    continueFromPayment,
    placeOrder,
    methods,
    redirecting,
    backToCart,
    busy: place.isPending || step === 4 || redirecting,
    errorRef,
    stepPanelRef,
    navigate,
  };
}
