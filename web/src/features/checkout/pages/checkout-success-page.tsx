import { type Order, orderSchema } from "@shop/contract";
import { CircleCheck, Mail, Package } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AddressLines, buttonClasses, Card, CardBody, Page } from "../../../components/ui";
import { useCheckoutT } from "../../../lib/area-texts";
import { useCurrentUserQuery } from "../../../lib/current-user";
import { storage } from "../../../lib/storage";
import { usePageTitle } from "../../../lib/use-page-title";
import { OrderLineRow } from "../../account";
import { StepIndicator } from "../components/step-indicator";
import { useMoney } from "../../../lib/shop-settings";

function OrderFacts({ order }: { order: Order }) {
  const money = useMoney();
  const t = useCheckoutT();
  const count = order.orderItemDTOs?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-500">{t("successPage.orderNumber")}</dt>
        <dd className="text-base font-semibold text-ink-900">
          {/* The order's own page (decision 0035), as "View Order" below opens it. */}
          <Link
            to={`/orders/${order.orderId}`}
            className="text-brand-800 underline underline-offset-2"
            aria-label={t("successPage.orderPage", { orderId: order.orderId })}
          >
            #{order.orderId}
          </Link>
        </dd>
      </div>
      <div>
        <dt className="text-ink-500">{t("successPage.placedAt")}</dt>
        <dd className="text-ink-900">{money.dateTime(order.orderDate)}</dd>
      </div>
      <div>
        <dt className="text-ink-500">{t("cartPage.total")}</dt>
        <dd className="text-base font-semibold text-ink-900 tabular-nums">
          {money.format(order.totalAmount)}
          <span className="ml-1 text-sm font-normal text-ink-500">({t("orderSummary.count", { count })})</span>
        </dd>
      </div>
      <div>
        <dt className="text-ink-500">{t("reviewStep.payment")}</dt>
        <dd className="text-ink-900">
          {order.paymentDTO?.paymentMethod === "card" ? t("paidByCard") : t("successPage.cashOnArrival")}
        </dd>
      </div>
      {order.address && (
        <div className="sm:col-span-2">
          <dt className="mb-1 text-ink-500">{t("successPage.shippingTo")}</dt>
          <dd>
            <AddressLines address={order.address} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The order's lines (with their variant) and amounts, the code's discount named by its code. */
function OrderLines({ order }: { order: Order }) {
  const money = useMoney();
  const t = useCheckoutT();
  const rows: [string, string, boolean?][] = [[t("cartPage.subtotal"), money.format(order.subtotal)]];
  if (order.discount > 0)
    rows.push([
      order.promotionCode ? t("cartPage.discountCode", { code: order.promotionCode }) : t("cartPage.discount"),
      money.format(-order.discount),
      true,
    ]);
  rows.push([t("cartPage.shipping"), order.shippingFee === 0 ? t("cartPage.free") : money.format(order.shippingFee)]);
  rows.push([t("successPage.tax"), money.format(order.tax)]);
  return (
    <div className="mt-6 border-t border-ink-100 pt-5">
      <h2 className="mb-3 text-sm font-semibold text-ink-900">{t("reviewStep.items")}</h2>
      <ul className="divide-y divide-ink-100">
        {order.orderItemDTOs.map((item) => (
          <OrderLineRow key={item.orderItemId} item={item} thumbnail="small" className="py-3 first:pt-0" />
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-1.5 border-t border-ink-100 pt-4 text-sm">
        {rows.map(([label, value, saving]) => (
          <div
            key={label}
            className={
              saving ? "flex justify-between font-medium text-emerald-800" : "flex justify-between text-ink-600"
            }
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-ink-200 pt-2 text-base font-semibold text-ink-900">
          <dt>{t("cartPage.total")}</dt>
          <dd className="tabular-nums">{money.format(order.totalAmount)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The thank-you page after a placed order (step 4 of the wizard), from the locally stored lastOrder. */
export function CheckoutSuccessPage() {
  const t = useCheckoutT();
  usePageTitle(t("successPage.title"));
  const [order] = useState(() => storage.getLastOrder(orderSchema));
  const [orderId] = useState(() => order?.orderId ?? storage.getLastOrderId());
  const currentUser = useCurrentUserQuery(true);
  const mailTo = currentUser.data?.orderEmails ? (order?.email ?? currentUser.data.email) : null;

  return (
    <Page width="medium">
      <StepIndicator current={4} className="mx-auto mb-10 max-w-2xl" />
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
          {t("successPage.thanks")}
        </h1>
        <p className="max-w-lg text-base text-ink-500">
          {orderId !== null ? t("successPage.placed", { orderId }) : t("successPage.placedNoNumber")}
        </p>
        {mailTo && (
          <p className="flex items-center gap-1.5 text-sm text-ink-500">
            <Mail aria-hidden="true" className="size-4" />
            {t("successPage.mailOnItsWay")} <span className="font-medium text-ink-700">{mailTo}</span>
          </p>
        )}
      </div>

      {order && (
        <Card className="mt-8">
          <CardBody className="p-5 sm:p-6">
            <OrderFacts order={order} />
            {order.orderItemDTOs?.length > 0 && <OrderLines order={order} />}
          </CardBody>
        </Card>
      )}

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {/* The order's own page (decision 0035); the list when the order is not known any more. */}
        <Link to={orderId !== null ? `/orders/${orderId}` : "/orders"} className={buttonClasses({ size: "lg" })}>
          <Package aria-hidden="true" className="size-4" />
          {t("successPage.viewOrder")}
        </Link>
        <Link to="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          {t("successPage.continueShopping")}
        </Link>
      </div>
    </Page>
  );
}
