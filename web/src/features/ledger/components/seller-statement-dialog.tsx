import type { LedgerEntryType, SellerAccount } from "@shop/contract";
import { Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { DataList, Dialog, EmptyState, SkeletonRows } from "../../../components/ui";
import { useMoney } from "../../../lib/shop-settings";
import { useSellerStatement } from "../api/get-seller-statement";
import { sellerBalanceWords } from "./ledger-words";
import { type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";
import { adminOrderHref, OrdersSummary, statementColumns } from "./statement-parts";

/** The entries as the shop reads them (the seller's statement says "you"). */
const SHOP_SIDE_WORDS = {
  cash_collected: "sellerStatementEntryCashCollected",
  payout: "sellerStatementEntryPayout",
  settlement: "sellerStatementEntrySettlement",
  cash_refunded: "sellerStatementEntryCashRefunded",
} as const satisfies Partial<Record<LedgerEntryType, BackOfficeKey>>;

/**
 * A seller's statement for the admin (Sellers & payouts): the balance, each order's sale, commission,
 * cash and refunds, the refunded returns one by one (docs/decisions/0046-returns-and-refunds.md) and
 * the entries, newest first.
 */
export function SellerStatementDialog({ seller, onClose }: { seller: SellerAccount | null; onClose: () => void }) {
  const t = useBackOfficeT();
  const name = seller ? seller.displayName || seller.username : "";
  return (
    <Dialog open={seller !== null} onClose={onClose} size="lg" title={t("sellerStatementOf", { name })}>
      {seller && <Statement key={seller.sellerId} seller={seller} />}
    </Dialog>
  );
}

function Statement({ seller }: { seller: SellerAccount }) {
  const [page, setPage] = useState(0);
  const query = useSellerStatement(seller.sellerId, page);
  const money = useMoney();
  const t = useBackOfficeT();
  const columns = useMemo(() => statementColumns(money, t, adminOrderHref, SHOP_SIDE_WORDS), [money, t]);
  return (
    <DataList
      query={query}
      rows={(data) => data.content}
      rowKey={(entry) => entry.entryId}
      label={t("sellerStatementOf", { name: seller.displayName || seller.username })}
      columns={columns}
      loadingLabel={t("sellerStatementLoading")}
      skeleton={<SkeletonRows bars={["h-10 w-48", "h-48 w-full"]} className="gap-4" />}
      errorText={t("sellerStatementLoadFailed")}
      intro={(data) => (
        <p className="font-display text-lg font-semibold text-ink-900" data-testid="statement-balance">
          {sellerBalanceWords(data.balance, money, t)}
        </p>
      )}
      empty={<EmptyState icon={Wallet} title={t("sellerStatementEmpty")} />}
      beforeRows={(_entries, data) => (
        <OrdersSummary
          orders={data.orders}
          orderHref={adminOrderHref}
          cashHeader="sellerStatementEntryCashCollected"
        />
      )}
      className="flex flex-col gap-5"
      pagination={{ page, onPageChange: setPage }}
    />
  );
}
