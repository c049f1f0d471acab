/**
 * A seller's statement as the seller's Earnings tab and the admin's view of a seller show it: each
 * order's sums (docs/decisions/0033), its refunded returns one by one (docs/decisions/0046-returns-and-
 * refunds.md) and the entries, newest first.
 */
import type { LedgerPage, ShopMoney } from "@shop/contract";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/shop-settings";
import { PHONE_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { ENTRY_TYPE_WORDS, signedMoney } from "./ledger-words";
import { type BackOfficeKey, type BackOfficeT, useBackOfficeT } from "../../../lib/back-office-i18n";

type Entry = LedgerPage["content"][number];
type OrderSums = LedgerPage["orders"][number];
type ReturnSums = OrderSums["returns"][number];

/** Where an order's number leads: the seller's orders, or the admin's. */
export type OrderHref = (orderId: number) => string;
export const sellerOrderHref: OrderHref = (orderId) => `/seller/orders?order=${orderId}`;
/** The admin's Orders screen, searched for the order by its number. */
export const adminOrderHref: OrderHref = (orderId) => `/admin/orders?keyword=${orderId}`;

const orderLink = (href: OrderHref, orderId: number, text: string, className: string) => (
  <Link to={href(orderId)} className={cn("text-brand-800 underline-offset-2 hover:underline", className)}>
    {text}
  </Link>
);

const cell = "px-2 text-right tabular-nums sm:px-4";
const first = "px-2 sm:px-4";

/** Each order on the page with all of its entries, as the server summed them (not only this page's). */
export function OrdersSummary({
  orders,
  orderHref = sellerOrderHref,
  cashHeader = "statementCashYouCollected",
}: {
  orders: readonly OrderSums[];
  orderHref?: OrderHref;
  /** The cash column's head: the seller's own ("Cash you collected"), or the shop's side of it. */
  cashHeader?: BackOfficeKey;
}) {
  const money = useMoney();
  const t = useBackOfficeT();
  if (orders.length === 0) return null;
  const withCash = orders.some((o) => o.cashCollected !== 0);
  // Refunded returns: a column only when some order has one, and each return on its own below.
  const withRefunds = orders.some((o) => (o.refunds ?? 0) !== 0 || (o.returns ?? []).length > 0);
  const columns: DataColumn<OrderSums>[] = [
    {
      id: "order",
      header: t("statementOrder"),
      headerClassName: first,
      className: first,
      cell: (o) => orderLink(orderHref, o.orderId, `#${o.orderId}`, "font-medium"),
    },
    { id: "sale", header: t("statementSale"), headerClassName: cell, className: cell, cell: (o) => money.format(o.sale) },
    {
      id: "commission",
      header: (
        <>
          <span className="sm:hidden">{t("statementCommShort")}</span>
          <span className="hidden sm:inline">{t("statementCommission")}</span>
        </>
      ),
      headerClassName: cell,
      className: cell,
      cell: (o) => signedMoney(o.commission, money),
    },
    ...(withCash
      ? [
          {
            id: "cash",
            header: t(cashHeader),
            headerClassName: cell,
            className: cell,
            cell: (o: OrderSums) => signedMoney(o.cashCollected, money),
          },
        ]
      : []),
    ...(withRefunds
      ? [
          {
            id: "refunds",
            header: t("statementRefunds"),
            headerClassName: cell,
            className: cell,
            cell: (o: OrderSums) => signedMoney(o.refunds ?? 0, money),
          },
        ]
      : []),
    {
      id: "net",
      header: t("statementNet"),
      headerClassName: cell,
      className: `${cell} font-semibold text-ink-900`,
      cell: (o) => signedMoney(o.net, money),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-900">{t("statementByOrder")}</h3>
        <DataTable
          rows={orders}
          rowKey={(o) => o.orderId}
          label={t("statementByOrderLabel")}
          columns={columns}
        />
      </div>
      {withRefunds && <RefundsByReturn orders={orders} orderHref={orderHref} />}
    </div>
  );
}

/** Each refunded return of the page's orders: the refund, the commission given back, the cash paid back, the net. */
export function RefundsByReturn({ orders, orderHref }: { orders: readonly OrderSums[]; orderHref: OrderHref }) {
  const money = useMoney();
  const t = useBackOfficeT();
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = orders.flatMap((o) => (o.returns ?? []).map((r) => ({ ...r, orderId: o.orderId })));
  if (rows.length === 0) return null;
  const withCash = rows.some((r) => r.cashRefunded !== 0);
  type Row = ReturnSums & { orderId: number };
  const columns: DataColumn<Row>[] = [
    {
      id: "return",
      header: t("refundColumnReturn"),
      headerClassName: first,
      className: first,
      cell: (r) => orderLink(orderHref, r.orderId, t("refundReturnOfOrder", { returnId: r.returnId, orderId: r.orderId }), "font-medium"),
    },
    {
      id: "refund",
      header: t("refundColumnRefund"),
      headerClassName: cell,
      className: cell,
      cell: (r) => signedMoney(r.refund, money),
    },
    {
      id: "commission",
      header: t("refundColumnCommissionBack"),
      headerClassName: cell,
      className: cell,
      cell: (r) => signedMoney(r.commissionReversal, money),
    },
    ...(withCash
      ? [
          {
            id: "cash",
            header: t("refundColumnCashBack"),
            headerClassName: cell,
            className: cell,
            cell: (r: Row) => signedMoney(r.cashRefunded, money),
          },
        ]
      : []),
    {
      id: "net",
      header: t("refundColumnNet"),
      headerClassName: cell,
      className: `${cell} font-semibold text-ink-900`,
      cell: (r) => signedMoney(r.net, money),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-900">{t("refundsByReturnTitle")}</h3>
      {phone ? (
        // A phone: one card per return, its amounts as label and value (no table to scroll sideways).
        <ul aria-label={t("refundsByReturnLabel")} className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.returnId} className="rounded-card border border-ink-200/70 bg-white p-3 text-sm">
              {orderLink(orderHref, r.orderId, t("refundReturnOfOrder", { returnId: r.returnId, orderId: r.orderId }), "font-medium")}
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {columns.slice(1).map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-ink-500">{c.header}</dt>
                    <dd className={cn("text-end tabular-nums", c.id === "net" && "font-semibold text-ink-900")}>
                      {c.cell(r)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <DataTable rows={rows} rowKey={(r) => r.returnId} label={t("refundsByReturnLabel")} columns={columns} />
      )}
    </div>
  );
}

/** The statement, newest first: each entry's day, what it is (with its order, return or reference) and its signed amount. */
/** An entry's type in the page's language (the back office's words, docs/decisions/0045-languages-and-messages.md). */
function EntryWord({ type }: { type: Entry["type"] }) {
  const t = useBackOfficeT();
  const key = ENTRY_TYPE_WORDS[type];
  return <>{key ? t(key) : type}</>;
}

export const statementColumns = (
  money: ShopMoney,
  t: BackOfficeT,
  orderHref: OrderHref = sellerOrderHref,
  words: Partial<Record<Entry["type"], BackOfficeKey>> = {},
): readonly DataColumn<Entry>[] => [
  { id: "date", header: t("statementDate"), className: "whitespace-nowrap", cell: (entry) => money.date(entry.createdAt) },
  {
    id: "entry",
    header: t("statementEntry"),
    cell: (entry) => (
      <>
        <p className="font-medium text-ink-900">{words[entry.type] ? t(words[entry.type]!) : <EntryWord type={entry.type} />}</p>
        <p className="text-xs text-ink-500">
          {entry.orderId !== null && orderLink(orderHref, entry.orderId, t("statementOrderRef", { orderId: entry.orderId }), "")}
          {entry.returnId != null && <span> · {t("statementReturnRef", { returnId: entry.returnId })}</span>}
          {entry.reference && (
            <span>
              {entry.orderId !== null ? " · " : ""}
              {t("statementReference", { reference: entry.reference })}
            </span>
          )}
          {entry.note && <span className="block">{entry.note}</span>}
        </p>
      </>
    ),
  },
  {
    id: "amount",
    header: t("statementAmount"),
    headerClassName: "text-right",
    className: "text-right font-medium whitespace-nowrap tabular-nums",
    cell: (entry) => (
      <span className={money.toMinor(entry.amount) < 0 ? "text-ink-700" : "text-emerald-700"}>
        {signedMoney(entry.amount, money)}
      </span>
    ),
  },
];
