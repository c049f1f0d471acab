import { ArrowLeft, Truck } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Alert, Button, buttonClasses, Card, CardBody, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useCheckoutT } from "../../../lib/area-texts";
import { PromotionCodeBox } from "../../cart";
import { OrderSummary } from "../components/order-summary";
import { PaymentStep } from "../components/payment-step";
import { ReviewStep } from "../components/review-step";
import { ShippingStep } from "../components/shipping-step";
import { StepIndicator } from "../components/step-indicator";
import { useCheckout } from "../use-checkout";

/** The checkout wizard of docs/product/storefront.md §4: Shipping, Payment, Review, then Confirmation. */
export function CheckoutPage() {
  const {
    cart,
    totals,
    pricing,
    step,
    goTo,
    selectedAddress,
    selectAddress,
    notShipped,
    payment,
    choosePayment,
    note,
    setNote,
    stepError,
    placementError,
    dismissPlacementError,
    continueFromShipping,
    continueFromPayment,
    placeOrder,
    methods,
    redirecting,
    backToCart,
    busy,
    errorRef,
    stepPanelRef,
    navigate,
  } = useCheckout();
  const t = useCheckoutT();
  if (backToCart) return <Navigate to="/cart" replace />;

  return (
    <Page>
      <PageHeader
        title={t("checkoutPage.title")}
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <Truck aria-hidden="true" className="size-3" />
            {t("checkoutPage.payOnDelivery")}
          </span>
        }
      />
      <StepIndicator current={step} className="mx-auto mb-8 max-w-2xl" />

      {placementError && (
        <div ref={errorRef} tabIndex={-1} className="mb-6 focus:outline-none">
          <Alert kind="error" onDismiss={dismissPlacementError}>
            {placementError.text}
            {placementError.outOfStock && (
              <>
                {" "}
                <Link to="/cart" className="font-semibold underline underline-offset-2 hover:text-red-900">
                  {t("checkoutPage.updateCart")}
                </Link>{" "}
                {t("checkoutPage.toContinue")}
              </>
            )}
          </Alert>
        </div>
      )}
      {cart.error ? (
        <Alert kind="error" className="mb-6">
          {errorMessage(cart.error, t("fallback.getCart"))}{" "}
          <button type="button" onClick={cart.refetch} className="cursor-pointer font-semibold underline">
            {t("checkoutPage.tryAgain")}
          </button>
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Card>
          <CardBody ref={stepPanelRef} className="p-5 sm:p-6">
            {cart.isLoading ? (
              <div className="flex flex-col gap-4" aria-hidden="true">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="h-28 w-full" />
                <Skeleton className="h-10 w-40" />
              </div>
            ) : step === 1 ? (
              <ShippingStep
                selectedId={selectedAddress?.addressId ?? null}
                onSelect={selectAddress}
                onContinue={continueFromShipping}
                onBack={() => navigate("/cart")}
                error={stepError}
                notShippedTo={notShipped}
              />
            ) : step === 2 ? (
              <PaymentStep
                selected={payment}
                onSelect={choosePayment}
                onContinue={continueFromPayment}
                onBack={() => goTo(1)}
                error={stepError}
                methods={methods}
              />
            ) : (
              <div className="flex flex-col gap-5">
                <ReviewStep
                  codeBox={
                    <PromotionCodeBox
                      promotion={cart.promotion}
                      isGuest={cart.isGuest}
                      signInFrom="/checkout"
                      onApply={cart.applyCode}
                      onRemove={cart.removeCode}
                      disabled={busy}
                      hideLabel
                    />
                  }
                  items={cart.items}
                  address={selectedAddress}
                  note={note}
                  onNoteChange={setNote}
                  onEditShipping={() => goTo(1)}
                  onEditPayment={() => goTo(2)}
                  disabled={busy}
                  payment={payment ?? "cash"}
                />
                <div className="border-t border-ink-100 pt-5">
                  <Button variant="ghost" onClick={() => goTo(2)} disabled={busy}>
                    <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    {t("checkoutPage.backToPayment")}
                  </Button>
                </div>
              </div>
            )}
          </CardBody>
        </Card>

        <div className="lg:sticky lg:top-24">
          <OrderSummary
            items={cart.items}
            totals={totals}
            pricing={pricing}
            promotionCode={cart.promotion.code}
            loading={cart.isLoading}
          >
            {step >= 3 && (
              <div className="flex flex-col gap-2">
                <Button variant="accent" size="lg" className="w-full" loading={busy} onClick={placeOrder}>
                  {payment === "card" ? t("payCardPlaceOrder") : t("checkoutPage.placeOrder")}
                </Button>
                <p className="text-center text-xs text-ink-500" aria-live="polite">
                  {redirecting
                    ? t("payCardRedirecting")
                    : payment === "card"
                      ? t("payCardHint")
                      : t("checkoutPage.payOnArrival")}
                </p>
              </div>
            )}
            {step < 3 && (
              <Link to="/cart" className={buttonClasses({ variant: "ghost", size: "sm", className: "self-start" })}>
                {t("checkoutPage.editCart")}
              </Link>
            )}
          </OrderSummary>
        </div>
      </div>
    </Page>
  );
}
