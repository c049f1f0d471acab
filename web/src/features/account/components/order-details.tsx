import { COD_PAYMENT, type Order } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { History, MapPin, Truck, Wallet } from "lucide-react";
import { AddressLines, OrderTimeline, paymentMethodLabel } from "../../../components/ui";
import { OrderPapers } from "../../../components/order-papers";
import { OrderRefunds } from "../../../components/order-refunds";
import { useSessionUser } from "../../../lib/session";
import { orderQueryKey } from "../api/get-order";
import { OrderLineRow } from "./order-line-row";
import { PaymentStatusBadge } from "./order-status-badge";
import { useMoney } from "../../../lib/shop-settings";

function SummaryRow({
  label,
  value,
  strong,
  saving,
}: {
  label: string;
  value: string;
  strong?: boolean;
  saving?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? "flex justify-between border-t border-ink-200 pt-2 text-base font-semibold text-ink-900"
          : saving
            ? "flex justify-between gap-3 font-medium text-emerald-800"
            : "flex justify-between text-ink-600"
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The order's papers; a part cancelled on its own is credited too (docs/decisions/0043-cancelling-one-part.md). */
function CustomerOrderPapers({ order }: { order: Order }) {
  const user = useSessionUser();
  const shipments = order.shipments ?? [];
  return (
    <OrderPapers
      orderId={order.orderId}
      cancelled={order.orderStatus === "Cancelled"}
      partCancelled={shipments.some((s) => s.status === "Cancelled")}
      severalParts={shipments.length > 1}
      orderKey={orderQueryKey(user?.id, order.orderId)}
    />
  );
}

/** One order's lines, amounts, address and payment (the expanded part of an Orders tab entry). */
export function OrderDetails({ order }: { order: Order }) {
  const money = useMoney();
  const payment = order.paymentDTO;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-label={`Items of order ${order.orderId}`}>
        <h3 className="mb-3 text-sm font-semibold text-ink-900">Items</h3>
        {order.orderItemDTOs.length === 0 ? (
          <p className="text-sm text-ink-500">{MSG.noOrderProducts}</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-card border border-ink-100">
            {order.orderItemDTOs.map((item) => (
              <OrderLineRow key={item.orderItemId} item={item} thumbnail="medium" className="p-3" reviewable />
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-col gap-5">
        <section aria-label="Order amounts">
          <h3 className="mb-3 text-sm font-semibold text-ink-900">Summary</h3>
          <dl className="flex flex-col gap-1.5 text-sm">
            <SummaryRow label="Subtotal" value={money.format(order.subtotal)} />
            {order.discount > 0 && (
              <SummaryRow
                label={order.promotionCode ? `Discount (${order.promotionCode})` : "Discount"}
                value={money.format(-order.discount)}
                saving
              />
            )}
            <SummaryRow
              label="Shipping"
              value={order.shippingFee === 0 && order.subtotal > 0 ? "Free" : money.format(order.shippingFee)}
            />
            <SummaryRow label="Tax" value={money.format(order.tax)} />
            <SummaryRow label="Total" value={money.format(order.totalAmount)} strong />
          </dl>
        </section>

        <section aria-label="Shipping address">
          <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
            <MapPin aria-hidden="true" className="size-4 text-ink-500" />
            Shipping address
          </h3>
          {order.address ? (
            <AddressLines address={order.address} />
          ) : (
            <p className="text-sm text-ink-500">{MSG.noAddress}</p>
          )}
        </section>

        <section aria-label="Payment">
          <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
            <Wallet aria-hidden="true" className="size-4 text-ink-500" />
            Payment
          </h3>
          {payment ? (
            <div className="flex flex-col gap-1.5 text-sm text-ink-700">
              <p>{paymentMethodLabel(payment.paymentMethod)}</p>
              <p className="flex items-center gap-2">
                <PaymentStatusBadge status={payment.pgStatus} />
              </p>
              {payment.pgResponseMessage && payment.pgResponseMessage !== COD_PAYMENT.defaultMessage && (
                <p className="text-ink-500">
                  <span className="font-medium text-ink-700">Note:</span> {payment.pgResponseMessage}
                </p>
              )}
            </div>
          ) : (
            <p className="text-sm text-ink-500">{MSG.noPayment}</p>
          )}
        </section>

        {(order.shipments ?? []).some((s) => s.trackingNumber) && (
          <section aria-label="Tracking">
            <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
              <Truck aria-hidden="true" className="size-4 text-ink-500" />
              Tracking
            </h3>
            <ul className="flex flex-col gap-1.5 text-sm text-ink-700">
              {(order.shipments ?? [])
                .filter((s) => s.trackingNumber)
                .map((s) => (
                  <li key={`${s.sellerName}-${s.trackingNumber}`}>
                    {s.carrier ? `${s.carrier} ` : ""}
                    {s.trackingUrl ? (
                      <a
                        href={s.trackingUrl}
                        className="font-medium underline"
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {s.trackingNumber}
                      </a>
                    ) : (
                      <span className="font-medium">{s.trackingNumber}</span>
                    )}
                    <span className="text-ink-500"> · {s.sellerName}</span>
                  </li>
                ))}
            </ul>
          </section>
        )}

        <CustomerOrderPapers order={order} />

        <OrderRefunds refunds={order.refunds} />

        {order.history && order.history.length > 0 && (
          <section aria-label="History">
            <h3 className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
              <History aria-hidden="true" className="size-4 text-ink-500" />
              History
            </h3>
            <OrderTimeline history={order.history} />
          </section>
        )}
      </div>
    </div>
  );
}
