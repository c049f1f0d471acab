import { ArrowLeft, ArrowRight, Info, ShoppingBag, Truck } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Button, buttonClasses, EmptyState, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useCartT } from "../../../lib/cart-texts";
import { usePageTitle } from "../../../lib/use-page-title";
import { CartLineItem } from "../components/cart-line-item";
import { OrderSummary } from "../components/order-summary";
import { PromotionCodeBox } from "../components/promotion-code-box";
import { useCart } from "../use-cart";
import { usePendingAdd } from "../use-pending-add";

function CartSkeleton() {
  const t = useCartT();
  return (
    <div
      className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]"
      role="status"
      aria-busy="true"
      aria-label={t("cartPage.loading")}
    >
      <div className="flex flex-col gap-5 rounded-card border border-ink-200/70 bg-white p-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-24 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-24" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

export function CartPage() {
  const t = useCartT();
  usePageTitle(t("cartPage.title"));
  usePendingAdd();
  const cart = useCart();
  const navigate = useNavigate();
  const [actionError, setActionError] = useState<string | null>(null);

  function checkout() {
    if (cart.isGuest) void navigate("/login", { state: { from: "/cart" } });
    else void navigate("/checkout");
  }

  const count = cart.totalQuantity;
  const header = (
    <PageHeader
      title={t("cartPage.title")}
      description={cart.isLoading || cart.items.length === 0 ? undefined : t("cartPage.itemsInCart", { count })}
    />
  );

  if (cart.isLoading) {
    return (
      <Page>
        {header}
        <CartSkeleton />
      </Page>
    );
  }

  if (cart.error && cart.items.length === 0) {
    return (
      <Page>
        {header}
        <Alert kind="error">{errorMessage(cart.error, t("fallback.getCart"))}</Alert>
        <Button variant="secondary" className="mt-4" onClick={cart.refetch}>
          {t("cartPage.tryAgain")}
        </Button>
      </Page>
    );
  }

  if (cart.items.length === 0) {
    return (
      <Page>
        {header}
        <EmptyState
          icon={ShoppingBag}
          title={t("cartPage.empty")}
          description={t("cartPage.emptyText")}
          action={
            <Link to="/products" className={buttonClasses()}>
              {t("cartPage.continueShopping")}
            </Link>
          }
        />
        {cart.isGuest && (
          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-ink-500">
            <Info aria-hidden="true" className="size-4" />
            {t("guestCartHint")}
          </p>
        )}
      </Page>
    );
  }

  const wrap = (action: () => Promise<void>) => async () => {
    setActionError(null);
    await action();
  };

  return (
    <Page>
      {header}
      {actionError && (
        <Alert kind="error" className="mb-6" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label={t("cartPage.items")}
          className="min-w-0 rounded-card border border-ink-200/70 bg-white p-4 shadow-card sm:p-6"
        >
          <ul className="divide-y divide-ink-100">
            {cart.items.map((line) => (
              <CartLineItem
                key={`${line.productId}:${line.variantId ?? ""}`}
                line={line}
                onIncrease={wrap(() => cart.increase(line))}
                onDecrease={wrap(() => cart.decrease(line))}
                onRemove={wrap(() => cart.remove(line))}
                onError={setActionError}
              />
            ))}
          </ul>
          <Link
            to="/products"
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-ink-700 hover:text-ink-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("cartPage.continueShopping")}
          </Link>
        </section>

        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <OrderSummary totals={cart.totals} promotionCode={cart.promotion.code} items={cart.items}>
            <PromotionCodeBox
              promotion={cart.promotion}
              isGuest={cart.isGuest}
              onApply={cart.applyCode}
              onRemove={cart.removeCode}
              className="mb-2"
            />
            <Button size="lg" className="w-full" onClick={checkout}>
              {t("cartPage.proceed")}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Button>
            {cart.isGuest && (
              <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t("guestCartHint")}
              </p>
            )}
          </OrderSummary>
          <p className="flex items-center justify-center gap-2 text-xs text-ink-500">
            <Truck aria-hidden="true" className="size-4" />
            {t("cartPage.payOnDelivery")}
          </p>
        </div>
      </div>
    </Page>
  );
}
