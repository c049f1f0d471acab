import { COD_PAYMENT, type Order } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { FileDown, History, MapPin, Truck, Wallet } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { AddressLines, Button, OrderTimeline, paymentMethodLabel } from "../../../components/ui";
import { downloadWithSession } from "../../../lib/download";
import { useCreditNotes } from "../api/get-credit-notes";
import { useInvoices } from "../api/get-invoices";
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

/** A paper of the order as a PDF (with the session's token, so not a plain link); its error below it. */
function PaperButton({ path, filename, label }: { path: string; filename: string; label: string }) {
  const download = useMutation({ mutationFn: () => downloadWithSession(path, filename) });
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        // A seller's long name wraps inside the summary column instead of widening the page.
        className="h-auto! min-h-8 w-fit max-w-full py-1.5 text-left whitespace-normal!"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {download.error && (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      )}
    </div>
  );
}

/** Where a paper of the order downloads from: the shop's, or a seller's part's (docs/decisions/0040-invoices-issued-by-sellers.md). */
const papersOf = (orderId: number, sellerId: number | null | undefined) =>
  sellerId ? `/orders/${orderId}/sellers/${sellerId}` : `/orders/${orderId}`;

/**
 * The order's papers (docs/product/api.md §6): its invoice, or one per seller's part when the sellers
 * issue them (docs/decisions/0040-invoices-issued-by-sellers.md); once cancelled, the invoices it was
 * issued (if it was) with the credit notes against them, and nothing for an order never invoiced; the
 * credit note of a part cancelled on its own beside the invoices.
 */
function OrderPapers({ order }: { order: Order }) {
  const { orderId } = order;
  const cancelled = order.orderStatus === "Cancelled";
  // A part cancelled on its own is credited too (docs/decisions/0043-cancelling-one-part.md).
  const partCancelled = (order.shipments ?? []).some((s) => s.status === "Cancelled");
  const notes = useCreditNotes(orderId, cancelled || partCancelled);
  // An order of one seller's part has one invoice, whoever issues it; one of several parts asks which.
  const invoices = useInvoices(orderId, (order.shipments ?? []).length > 1);
  const bySellers = (invoices.data ?? []).filter((i) => i.issuer === "seller" && i.sellerId !== null);
  const invoiceButtons =
    bySellers.length > 0 ? (
      bySellers.map((invoice) => (
        <PaperButton
          key={invoice.sellerId}
          path={`${papersOf(orderId, invoice.sellerId)}/invoice.pdf`}
          filename={`invoice-order-${orderId}-seller-${invoice.sellerId}.pdf`}
          label={MSG.downloadSellerInvoice(invoice.sellerName ?? "")}
        />
      ))
    ) : (
      <PaperButton
        path={`/orders/${orderId}/invoice.pdf`}
        filename={`invoice-order-${orderId}.pdf`}
        label={MSG.downloadInvoice}
      />
    );
  const credited = notes.data ?? [];
  if (!cancelled && credited.length === 0)
    return bySellers.length > 1 ? <div className="flex flex-wrap gap-2">{invoiceButtons}</div> : invoiceButtons;
  if (credited.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {invoiceButtons}
      {credited.map((note) => (
        <PaperButton
          key={note.label}
          path={`${papersOf(orderId, note.sellerId)}/credit-notes/${note.number}.pdf`}
          filename={`credit-note-${note.label}.pdf`}
          label={MSG.downloadCreditNote(note.label)}
        />
      ))}
    </div>
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

        <OrderPapers order={order} />

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
