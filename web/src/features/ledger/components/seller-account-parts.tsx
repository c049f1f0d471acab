import type { SellerAccount } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Badge, Button } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/shop-settings";
import type { SellerAccountsQuery } from "../query-keys";
import { sellerBalanceWords } from "./ledger-words";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

type SortField = SellerAccountsQuery["sortBy"];

/** The header of a column the sellers are sorted by on the server; a click sorts by it, again reverses. */
export function SortButton({
  field,
  label,
  query,
  onSort,
}: {
  field: SortField;
  label: string;
  query: SellerAccountsQuery;
  onSort: (field: SortField) => void;
}) {
  const active = query.sortBy === field;
  const Icon = !active ? ArrowUpDown : query.sortOrder === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-ink-900"
    >
      {label}
      <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-40")} />
    </button>
  );
}

export function SellerName({ seller }: { seller: SellerAccount }) {
  const t = useBackOfficeT();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
        {seller.displayName || seller.username}
        {seller.suspended && <Badge tone="red">{t("sellerSuspended")}</Badge>}
      </p>
      <p className="truncate text-xs text-ink-500">
        {seller.displayName ? (
          <>
            <bdi>{seller.username}</bdi>
            {" · "}
          </>
        ) : (
          ""
        )}
        <bdi>{seller.email}</bdi>
      </p>
    </div>
  );
}

export function Rate({ seller }: { seller: SellerAccount }) {
  const t = useBackOfficeT();
  return (
    <span className="text-ink-800">
      <bdi className="tabular-nums">{seller.commissionPercent}%</bdi>{" "}
      <span className="text-xs text-ink-500">
        {seller.ownCommissionPercent === null ? t("ledDefaultRate") : t("ledOwnRate")}
      </span>
    </span>
  );
}

export function BalanceText({ seller }: { seller: SellerAccount }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const cents = money.toMinor(seller.balance);
  return (
    <span
      className={cn(
        "font-medium tabular-nums",
        cents > 0 && "text-emerald-700",
        cents < 0 && "text-amber-700",
        cents === 0 && "text-ink-500",
      )}
      title={money.format(seller.balance)}
    >
      {sellerBalanceWords(seller.balance, money, t)}
    </span>
  );
}

export function SellerActions({
  seller,
  onRate,
  onPay,
  onSuspension,
  onStatement,
  className,
}: {
  seller: SellerAccount;
  onRate: (seller: SellerAccount) => void;
  onPay: (seller: SellerAccount) => void;
  /** Suspend a seller who sells, reinstate a suspended one (docs/decisions/0047). */
  onSuspension: (seller: SellerAccount) => void;
  /** The seller's statement, with the refunds by order and return. */
  onStatement: (seller: SellerAccount) => void;
  className?: string;
}) {
  const t = useBackOfficeT();
  const name = seller.displayName || seller.username;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={MSG.sellerStatementOpen(name)}
        onClick={() => onStatement(seller)}
      >
        {MSG.sellerStatementButton}
      </Button>
      <Button size="sm" variant="secondary" aria-label={t("ledChangeRateOf", { name })} onClick={() => onRate(seller)}>
        {t("ledChangeRate")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t("ledRecordPaymentFor", { name })}
        onClick={() => onPay(seller)}
      >
        {t("ledRecordPayment")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t(seller.suspended ? "ledReinstateName" : "ledSuspendName", { name })}
        onClick={() => onSuspension(seller)}
      >
        {seller.suspended ? t("sellerReinstate") : t("sellerSuspend")}
      </Button>
    </div>
  );
}
