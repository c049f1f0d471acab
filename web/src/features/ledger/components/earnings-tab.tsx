import type { LedgerPage, ShopMoney } from "@shop/contract";
import { Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { type DataColumn, DataList, DataTable, EmptyState, SkeletonRows } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/shop-settings";
import { type StatementRange, useStatement } from "../api/get-statement";
import { balanceWords, ENTRY_TYPE_WORDS, signedMoney } from "./ledger-words";
import { NO_RANGE, StatementRangeForm } from "./statement-range-form";
import { type BackOfficeT, useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * The seller's Earnings (docs/decisions/0022): the balance in words, the statement newest first with
 * each order's sale, commission and net, a date range and the CSV of that range.
 */
export function EarningsTab() {
  const [page, setPage] = useState(0);
  const [range, setRange] = useState<StatementRange>(NO_RANGE);
  const query = useStatement(page, range);
  const filtered = range.from !== "" || range.to !== "";
  const t = useBackOfficeT();
  const money = useMoney();
  const columns = useMemo(() => statementColumns(money, t), [money, t]);

  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-5">
      <h2 id="earnings-heading" className="text-xl font-semibold text-ink-900">
        {t("earnTitle")}
      </h2>
      <DataList
        query={query}
        rows={(data) => data.content}
        rowKey={(entry) => entry.entryId}
        label={t("earnStatement")}
        columns={columns}
        loadingLabel={t("earnLoading")}
        skeleton={<SkeletonRows bars={["h-24 w-full", "h-64 w-full"]} className="gap-4" />}
        errorText={t("earnLoadFailed")}
        intro={(data) => (
          <>
            <BalanceCard balance={data.balance} />
            <StatementRangeForm
              range={range}
              onApply={(next) => {
                setRange(next);
                setPage(0);
              }}
            />
          </>
        )}
        empty={
          filtered ? (
            <EmptyState icon={Wallet} title={t("earnEmptyRange")} />
          ) : (
            <EmptyState icon={Wallet} title={t("earnEmptyTitle")} description={t("earnEmptyText")} />
          )
        }
        beforeRows={(_entries, data) => <OrdersSummary orders={data.orders} />}
        caption={<h3 className="text-sm font-semibold text-ink-900">{t("earnStatement")}</h3>}
        className="flex flex-col gap-5"
        pagination={{ page, onPageChange: setPage }}
      />
    </section>
  );
}

export function BalanceCard({ balance }: { balance: number }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const cents = money.toMinor(balance);
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-card border p-5 shadow-card",
        cents > 0 && "border-emerald-200 bg-emerald-50",
        cents < 0 && "border-amber-200 bg-amber-50",
        cents === 0 && "border-ink-200/70 bg-white",
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t("earnBalance")}</p>
      <p className="font-display text-2xl font-semibold text-ink-900" data-testid="balance-words">
        {balanceWords(balance, money)}
      </p>
      <p className="text-sm text-ink-600">{t("earnBalanceHint")}</p>
    </div>
  );
}

type Entry = LedgerPage["content"][number];
type OrderSums = LedgerPage["orders"][number];
const orderLink = (orderId: number, text: string, className: string) => (
  <Link
    to={`/seller/orders?order=${orderId}`}
    className={cn("text-brand-800 underline-offset-2 hover:underline", className)}
  >
    {text}
  </Link>
);

/** Each order on the page with all of its entries, as the server summed them (not only this page's). */
function OrdersSummary({ orders }: { orders: readonly OrderSums[] }) {
  const t = useBackOfficeT();
  const money = useMoney();
  if (orders.length === 0) return null;
  const withCash = orders.some((o) => o.cashCollected !== 0);
  // Refunded returns (docs/decisions/0046-returns-and-refunds.md): a column only when some order has one.
  const withRefunds = orders.some((o) => (o.refunds ?? 0) !== 0);
  const cell = "px-2 text-end tabular-nums sm:px-4";
  const columns: DataColumn<OrderSums>[] = [
    {
      id: "order",
      header: t("earnColOrder"),
      headerClassName: "px-2 sm:px-4",
      className: "px-2 sm:px-4",
      cell: (o) => orderLink(o.orderId, `#${o.orderId}`, "font-medium"),
    },
    { id: "sale", header: t("earnColSale"), headerClassName: cell, className: cell, cell: (o) => money.format(o.sale) },
    {
      id: "commission",
      header: (
        <>
          <span className="sm:hidden">{t("earnColCommShort")}</span>
          <span className="hidden sm:inline">{t("ledColCommission")}</span>
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
            header: t("earnColCash"),
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
            header: t("earnColRefunds"),
            headerClassName: cell,
            className: cell,
            cell: (o: OrderSums) => signedMoney(o.refunds ?? 0, money),
          },
        ]
      : []),
    {
      id: "net",
      header: t("earnColNet"),
      headerClassName: cell,
      className: `${cell} font-semibold text-ink-900`,
      cell: (o) => signedMoney(o.net, money),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-900">{t("earnByOrder")}</h3>
      <DataTable rows={orders} rowKey={(o) => o.orderId} label={t("earnByOrderLabel")} columns={columns} />
    </div>
  );
}

/** The statement, newest first: each entry's day, what it is (with its order or reference) and its signed amount. */
const statementColumns = (money: ShopMoney, t: BackOfficeT): readonly DataColumn<Entry>[] => [
  {
    id: "date",
    header: t("earnColDate"),
    className: "whitespace-nowrap",
    cell: (entry) => money.date(entry.createdAt),
  },
  {
    id: "entry",
    header: t("earnColEntry"),
    cell: (entry) => (
      <>
        <p className="font-medium text-ink-900">
          {ENTRY_TYPE_WORDS[entry.type] ? t(ENTRY_TYPE_WORDS[entry.type]) : entry.type}
        </p>
        <p className="text-xs text-ink-500">
          {entry.orderId !== null && orderLink(entry.orderId, t("earnOrderN", { id: entry.orderId }), "")}
          {entry.reference && <span>{t("earnReferenceOf", { reference: entry.reference })}</span>}
          {entry.note && <span className="block">{entry.note}</span>}
        </p>
      </>
    ),
  },
  {
    id: "amount",
    header: t("ledAmount"),
    headerClassName: "text-end",
    className: "text-end font-medium whitespace-nowrap tabular-nums",
    cell: (entry) => (
      <span className={money.toMinor(entry.amount) < 0 ? "text-ink-700" : "text-emerald-700"}>
        <bdi>{signedMoney(entry.amount, money)}</bdi>
      </span>
    ),
  },
];
