import {
  AddressLines,
  Badge,
  Button,
  Dialog,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  OrderTimeline,
  ProductImage,
  Skeleton,
  sellerOrderStatusTone,
} from "../../../components/ui";
import { Printer, XCircle } from "lucide-react";
import { errorMessage } from "../../../lib/api-client";
import { OrderPapers, PaperButton } from "../../../components/order-papers";
import { sellerKeys } from "../query-keys";
import { useSellerOrder } from "../api/get-seller-order";
import { describeVariant, ORDER_STATUS, ROLES, type SellerOrder } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useSessionUser } from "../../../lib/session";
import { ShipmentDetails } from "./shipment-details";
import { TrackingFix } from "./tracking-fix";
import { useState } from "react";
import { useMoney, useShopSettings } from "../../../lib/shop-settings";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function SellerOrderHistory({ orderId }: { orderId: number }) {
  const query = useSellerOrder(orderId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the history" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (query.isError)
    return <p className="text-sm text-red-700">{errorMessage(query.error, "Failed to load the history")}</p>;
  return <OrderTimeline history={query.data.history ?? []} />;
}

/**
 * The papers of the seller's part: the packing slip (recipient, phone, address and their lines) and, when the sellers issue the order's invoices, the invoice of their part
 * (docs/decisions/0040-invoices-issued-by-sellers.md): the order's issuer once its first invoice was
 * issued, else the one the settings would issue it by now; beside it, once the part is cancelled, the
 * seller's credit note of it (docs/decisions/0043-cancelling-one-part.md: a part invoiced by its seller is
 * credited when cancelled). Only a seller has a part of their own.
 */
function PartPapers({ order }: { order: SellerOrder }) {
  const user = useSessionUser();
  const settings = useShopSettings();
  const ownPart = user?.roles.includes(ROLES.seller) ?? false;
  const bySellers = (order.invoiceIssuer ?? settings.invoiceIssuer) === "seller";
  const { orderId } = order;
  return (
    <span className="ml-auto flex flex-wrap items-center gap-2">
      {ownPart && bySellers && (
        <PaperButton
          path={`/seller/orders/${orderId}/invoice.pdf`}
          filename={`invoice-order-${orderId}.pdf`}
          label={MSG.sellerInvoiceButton}
        />
      )}
      {ownPart && order.invoiceIssuer === "seller" && order.orderStatus === ORDER_STATUS.cancelled && (
        <PaperButton
          path={`/seller/orders/${orderId}/credit-note.pdf`}
          filename={`credit-note-order-${orderId}.pdf`}
          label={MSG.sellerCreditNoteButton}
        />
      )}
      {/* An admin who does not sell sees the whole order: its invoices and credit notes, as its customer does. */}
      {!ownPart && (
        <OrderPapers
          orderId={orderId}
          cancelled={order.orderStatus === ORDER_STATUS.cancelled}
          partCancelled={order.orderItemDTOs.some((i) => i.status === ORDER_STATUS.cancelled)}
          severalParts
          orderKey={sellerKeys.order(orderId)}
        />
      )}
      <PaperButton
        path={`/seller/orders/${orderId}/packing-slip`}
        filename={`packing-slip-${orderId}.pdf`}
        label="Packing slip"
        icon={Printer}
      />
    </span>
  );
}

export interface OrderDetailsDialogProps {
  order: SellerOrder | null;
  /** What just happened to it here (the part cancelled), announced at the top. */
  notice?: string | null;
  /** "Cancel my part": shown for a seller's own part not yet shipped. */
  onCancelPart?: (order: SellerOrder) => void;
  onClose: () => void;
}

/** Order details for a seller: payment, shipping address, the history and the seller's own items. */
export function OrderDetailsDialog({ order: given, notice, onCancelPart, onClose }: OrderDetailsDialogProps) {
  const money = useMoney();
  const t = useBackOfficeT();
  const user = useSessionUser();
  // The part as the last tracking correction here answered it (docs/decisions/0058), while the details
  // show the order it corrected: opened again, they show the part as the list now has it.
  const [fixed, setFixed] = useState<{ of: SellerOrder; answer: SellerOrder } | null>(null);
  const order = given && fixed?.of === given ? fixed.answer : given;
  const canCancel =
    onCancelPart !== undefined &&
    order?.orderStatus === ORDER_STATUS.placed &&
    (user?.roles.includes(ROLES.seller) ?? false);
  const payment = order?.paymentDTO;
  const address = order?.addressDTO;
  const items = order?.orderItemDTOs ?? [];
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={order ? `Order #${order.orderId}` : ""}
      description={order ? `Placed ${money.dateTime(order.orderDate)} by ${order.email}` : undefined}
    >
      {order && (
        <div className="flex flex-col gap-6">
          {notice && (
            <p role="status" className="rounded-card bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {notice}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={sellerOrderStatusTone(order.orderStatus)}>{order.orderStatus}</Badge>
            <Earnings order={order} />
            <PartPapers order={order} />
          </div>
          {canCancel && (
            <div className="flex justify-end">
              <Button variant="danger" size="sm" onClick={() => onCancelPart(order)}>
                <XCircle aria-hidden="true" className="size-4" />
                {MSG.cancelPartButton}
              </Button>
            </div>
          )}
          <div className="grid gap-6 sm:grid-cols-2">
            <Section title="Payment">
              {payment ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-500">Method</dt>
                  <dd className="text-ink-900">{paymentMethodLabel(payment.paymentMethod)}</dd>
                  <dt className="text-ink-500">Status</dt>
                  <dd>
                    <Badge tone={paymentStatusTone(payment.pgStatus)}>{paymentStatusLabel(payment.pgStatus)}</Badge>
                  </dd>
                  {payment.pgName && (
                    <>
                      <dt className="text-ink-500">Provider</dt>
                      <dd className="text-ink-900">{payment.pgName}</dd>
                    </>
                  )}
                  {payment.pgResponseMessage && (
                    <>
                      <dt className="text-ink-500">Note</dt>
                      <dd className="break-words text-ink-900">{payment.pgResponseMessage}</dd>
                    </>
                  )}
                </dl>
              ) : (
                <p className="text-sm text-ink-500">{MSG.noPayment}</p>
              )}
            </Section>
            <Section title="Shipping Address">
              {address ? <AddressLines address={address} /> : <p className="text-sm text-ink-500">{MSG.noAddress}</p>}
            </Section>
          </div>
          {/* The seller's own part once it shipped (the whole shop's view lists every part instead). */}
          {!order.parts &&
            (order.orderStatus === ORDER_STATUS.shipped || order.orderStatus === ORDER_STATUS.delivered) && (
              <Section title={t("office.shipmentTitle")}>
                <ShipmentDetails order={order} />
                {order.orderStatus === ORDER_STATUS.shipped && (user?.roles.includes(ROLES.seller) ?? false) && (
                  <TrackingFix
                    key={order.orderId}
                    order={order}
                    onFixed={(answer) => given && setFixed({ of: given, answer })}
                  />
                )}
              </Section>
            )}
          {order.parts && order.parts.length > 0 && (
            <Section title={MSG.ordersPartsHeader}>
              <ul className="flex flex-col gap-1 text-sm">
                {order.parts.map((part) => (
                  <li key={part.sellerId} className="flex flex-wrap items-center gap-2">
                    <span className="text-ink-800">{part.sellerName}</span>
                    <Badge tone={sellerOrderStatusTone(part.status)}>{part.status}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title="History">
            <SellerOrderHistory orderId={order.orderId} />
          </Section>
          <Section title="Items">
            {items.length === 0 ? (
              <p className="text-sm text-ink-500">{MSG.noOrderProducts}</p>
            ) : (
              <ul className="divide-y divide-ink-100 rounded-card border border-ink-200/70">
                {items.map((item) => {
                  const name = item.productDTO?.productName ?? `Product #${item.productId}`;
                  return (
                    <li key={item.orderItemId} className="flex items-center gap-3 p-3">
                      <ProductImage
                        src={item.productDTO?.image}
                        alt={name}
                        sizes="48px"
                        className="size-12 shrink-0 rounded-lg"
                      />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-ink-900">{name}</p>
                        {(describeVariant(item.options) || item.sku) && (
                          <p className="text-xs text-ink-600">
                            {describeVariant(item.options)}
                            {describeVariant(item.options) && item.sku ? " · " : ""}
                            {item.sku ? `SKU ${item.sku}` : ""}
                          </p>
                        )}
                        <p className="text-xs text-ink-500">
                          {item.quantity} × {money.format(item.orderedProductPrice)}
                          {item.status ? ` · ${item.status}` : ""}
                        </p>
                      </div>
                      <span className="text-sm font-semibold text-ink-900 tabular-nums">
                        {money.lineTotal(item.orderedProductPrice, item.quantity)}
                      </span>
                    </li>
                  );
                })}
                {(order.discount ?? 0) > 0 && (
                  <li className="flex items-center justify-between gap-3 p-3 text-sm">
                    <span className="text-ink-700">
                      Discount{order.promotionCode ? ` (code ${order.promotionCode})` : ""}
                    </span>
                    <span className="font-semibold text-emerald-700 tabular-nums">−{money.format(order.discount)}</span>
                  </li>
                )}
              </ul>
            )}
          </Section>
        </div>
      )}
    </Dialog>
  );
}

/**
 * What the order brings the seller, as the Earnings tab shows it (the server's figures, booked on
 * delivery): the net, then the sale, the commission and the cash the seller collects.
 */
function Earnings({ order }: { order: SellerOrder }) {
  const money = useMoney();
  const t = useBackOfficeT();
  // A cancelled part books nothing (docs/decisions/0043-cancelling-one-part.md): no "Commission −0.00".
  if (order.orderStatus === ORDER_STATUS.cancelled) {
    return (
      <span className="text-sm text-ink-600" data-testid="part-earnings">
        {t("yourEarnings")} <strong className="text-ink-900">{t("earningsPartCancelled")}</strong>
      </span>
    );
  }
  const e = order.earnings;
  if (!e) {
    return (
      <span className="text-sm text-ink-600">
        {t("yourEarnings")} <strong className="text-ink-900">{money.format(order.sellerTotal)}</strong>
      </span>
    );
  }
  const minus = (amount: number) => `−${money.format(Math.abs(amount))}`;
  return (
    <span className="text-sm text-ink-600">
      {t("yourEarnings")} <strong className="text-ink-900">{e.net < 0 ? minus(e.net) : money.format(e.net)}</strong>
      <span className="block text-xs text-ink-500">
        {t("earningsSale", { amount: money.format(e.sale) })} ·{" "}
        {t("earningsCommission", { amount: minus(e.commission), percent: String(e.commissionPercent) })}
        {e.cashCollected !== 0 && <> · {t("earningsCashYouCollect", { amount: minus(e.cashCollected) })}</>}
      </span>
    </span>
  );
}
