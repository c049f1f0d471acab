import { Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { DataList, EmptyState, SkeletonRows } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/shop-settings";
import { type StatementRange, useStatement } from "../api/get-statement";
import { balanceWords } from "./ledger-words";
import { OrdersSummary, statementColumns } from "./statement-parts";
import { NO_RANGE, StatementRangeForm } from "./statement-range-form";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

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
        {balanceWords(balance, money, t)}
      </p>
      <p className="text-sm text-ink-600">{t("earnBalanceHint")}</p>
    </div>
  );
}
