import { fromCents, toCents } from "@shop/contract";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  Alert,
  EmptyState,
  NextPageLoading,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  useClampedPage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDate, formatMoney } from "../../../lib/format";
import { type StatementRange, useStatement } from "../api/get-statement";
import { balanceWords, byOrder, ENTRY_TYPE_WORDS, signedMoney } from "./ledger-words";
import { StatementRangeForm as RangeForm } from "./statement-range-form";

export const EARNINGS_TEXT = {
  loadFailed: "Failed to load your statement",
  emptyTitle: "Nothing on your statement yet",
  emptyDescription:
    "When an order with your products is delivered, its sale and the shop's commission appear here, and so do the shop's payouts to you.",
  emptyRange: "No entries between these dates.",
} as const;

const NO_RANGE: StatementRange = { from: "", to: "" };

/**
 * The seller's Earnings (docs/decisions/0022): the balance in words, the statement newest first with
 * each order's sale, commission and net, a date range and the CSV of that range.
 */
export function EarningsTab() {
  const [page, setPage] = useState(0);
  const [range, setRange] = useState<StatementRange>(NO_RANGE);
  const query = useStatement(page, range);
  useClampedPage(page, setPage, query.data?.totalPages);
  const entries = query.data?.content ?? [];
  const filtered = range.from !== "" || range.to !== "";

  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-5">
      <h2 id="earnings-heading" className="text-xl font-semibold text-ink-900">
        Earnings
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading your statement" className="flex flex-col gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError && !query.data ? (
        <Alert kind="error">{errorMessage(query.error, EARNINGS_TEXT.loadFailed)}</Alert>
      ) : (
        <>
          <BalanceCard balance={query.data.balance} />
          <RangeForm
            range={range}
            onApply={(next) => {
              setRange(next);
              setPage(0);
            }}
          />
          {entries.length === 0 ? (
            filtered ? (
              <EmptyState icon={Wallet} title={EARNINGS_TEXT.emptyRange} />
            ) : (
              <EmptyState icon={Wallet} title={EARNINGS_TEXT.emptyTitle} description={EARNINGS_TEXT.emptyDescription} />
            )
          ) : (
            <NextPageLoading query={query} className="flex flex-col gap-5">
              <OrdersSummary entries={entries} />
              <Statement entries={entries} />
              <Pagination mode="full" page={page} totalPages={query.data.totalPages} onPageChange={setPage} />
            </NextPageLoading>
          )}
        </>
      )}
    </section>
  );
}

export function BalanceCard({ balance }: { balance: number }) {
  const cents = toCents(balance);
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-card border p-5 shadow-card",
        cents > 0 && "border-emerald-200 bg-emerald-50",
        cents < 0 && "border-amber-200 bg-amber-50",
        cents === 0 && "border-ink-200/70 bg-white",
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Your balance</p>
      <p className="font-display text-2xl font-semibold text-ink-900" data-testid="balance-words">
        {balanceWords(balance)}
      </p>
      <p className="text-sm text-ink-600">
        Sales add to it; the shop's commission, cash you collected and payouts to you take from it.
      </p>
    </div>
  );
}

const money = (cents: number) => formatMoney(fromCents(cents));
const signedCents = (cents: number) => signedMoney(fromCents(cents));

function OrdersSummary({ entries }: { entries: Parameters<typeof byOrder>[0] }) {
  const orders = byOrder(entries);
  if (orders.length === 0) return null;
  const withCash = orders.some((o) => o.cashCents !== 0);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-900">By order</h3>
      <Table aria-label="Sale, commission and net by order">
        <TableHead>
          <tr>
            <TableHeaderCell className="px-2 sm:px-4">Order</TableHeaderCell>
            <TableHeaderCell className="px-2 text-right sm:px-4">Sale</TableHeaderCell>
            <TableHeaderCell className="px-2 text-right sm:px-4">
              <span className="sm:hidden">Comm.</span>
              <span className="hidden sm:inline">Commission</span>
            </TableHeaderCell>
            {withCash && <TableHeaderCell className="px-2 text-right sm:px-4">Cash you collected</TableHeaderCell>}
            <TableHeaderCell className="px-2 text-right sm:px-4">Net</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {orders.map((o) => (
            <TableRow key={o.orderId}>
              <TableCell className="px-2 sm:px-4">
                <Link
                  to={`/seller/orders?order=${o.orderId}`}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  #{o.orderId}
                </Link>
              </TableCell>
              <TableCell className="px-2 text-right tabular-nums sm:px-4">{money(o.saleCents)}</TableCell>
              <TableCell className="px-2 text-right tabular-nums sm:px-4">{signedCents(o.commissionCents)}</TableCell>
              {withCash && (
                <TableCell className="px-2 text-right tabular-nums sm:px-4">{signedCents(o.cashCents)}</TableCell>
              )}
              <TableCell className="px-2 text-right font-semibold text-ink-900 tabular-nums sm:px-4">
                {signedCents(o.netCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Statement({ entries }: { entries: Parameters<typeof byOrder>[0] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-900">Statement</h3>
      <Table aria-label="Statement">
        <TableHead>
          <tr>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Entry</TableHeaderCell>
            <TableHeaderCell className="text-right">Amount</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.entryId}>
              <TableCell className="whitespace-nowrap">{formatDate(entry.createdAt)}</TableCell>
              <TableCell>
                <p className="font-medium text-ink-900">{ENTRY_TYPE_WORDS[entry.type] ?? entry.type}</p>
                <p className="text-xs text-ink-500">
                  {entry.orderId !== null && (
                    <Link
                      to={`/seller/orders?order=${entry.orderId}`}
                      className="text-brand-800 underline-offset-2 hover:underline"
                    >
                      Order #{entry.orderId}
                    </Link>
                  )}
                  {entry.reference && <span>Reference {entry.reference}</span>}
                  {entry.note && <span className="block">{entry.note}</span>}
                </p>
              </TableCell>
              <TableCell
                className={cn(
                  "text-right font-medium whitespace-nowrap tabular-nums",
                  toCents(entry.amount) < 0 ? "text-ink-700" : "text-emerald-700",
                )}
              >
                {signedMoney(entry.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
