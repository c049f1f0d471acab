import { COD_PAYMENT, describeVariant, formatLineTotal, MSG, type Order } from "@shop/contract";
import { History, MapPin, Wallet } from "lucide-react";
import { AddressLines, OrderTimeline, paymentMethodLabel, ProductImage } from "../../../components/ui";
import { formatMoney } from "../../../lib/format";
import { PaymentStatusBadge } from "./order-status-badge";

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

/** One order's lines, amounts, address and payment (the expanded part of an Orders tab entry). */
export function OrderDetails({ order }: { order: Order }) {
  const payment = order.paymentDTO;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-label={`Items of order ${order.orderId}`}>
        <h3 className="mb-3 text-sm font-semibold text-ink-900">Items</h3>
        {order.orderItemDTOs.length === 0 ? (
          <p className="text-sm text-ink-500">{MSG.noOrderProducts}</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-card border border-ink-100">
            {order.orderItemDTOs.map((item) => {
              const name = item.productDTO?.productName ?? `Product ${item.productId}`;
              const variant = describeVariant(item.options);
              return (
                <li key={item.orderItemId} className="flex items-center gap-3 p-3">
                  <ProductImage
                    src={item.productDTO?.image}
                    alt={name}
                    className="size-14 shrink-0 rounded-control"
                    sizes="56px"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink-900">{name}</p>
                    {variant && <p className="text-xs text-ink-600">{variant}</p>}
                    <p className="text-xs text-ink-500">
                      Qty {item.quantity} × {formatMoney(item.orderedProductPrice)}
                    </p>
                  </div>
                  <p className="text-sm font-medium text-ink-900 tabular-nums">
                    {formatLineTotal(item.orderedProductPrice, item.quantity)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="flex flex-col gap-5">
        <section aria-label="Order amounts">
          <h3 className="mb-3 text-sm font-semibold text-ink-900">Summary</h3>
          <dl className="flex flex-col gap-1.5 text-sm">
            <SummaryRow label="Subtotal" value={formatMoney(order.subtotal)} />
            {order.discount > 0 && (
              <SummaryRow
                label={order.promotionCode ? `Discount (${order.promotionCode})` : "Discount"}
                value={formatMoney(-order.discount)}
                saving
              />
            )}
            <SummaryRow
              label="Shipping"
              value={order.shippingFee === 0 && order.subtotal > 0 ? "Free" : formatMoney(order.shippingFee)}
            />
            <SummaryRow label="Tax" value={formatMoney(order.tax)} />
            <SummaryRow label="Total" value={formatMoney(order.totalAmount)} strong />
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
