import { type SellerAccount, toCents } from "@shop/contract";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Store } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Banner,
  Button,
  EmptyState,
  NextPageLoading,
  Page,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  useClampedPage,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatMoney } from "../../../lib/format";
import { useSessionUser } from "../../../lib/session";
import { PHONE_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { usePageTitle } from "../../../lib/use-page-title";
import { useQueryClient } from "@tanstack/react-query";
import { downloadBalancesCsv } from "../api/download-balances-csv";
import { useMarketplace, useSaveMarketplace } from "../api/get-marketplace";
import { useSellerAccounts } from "../api/get-seller-accounts";
import { CommissionDialog } from "../components/commission-dialog";
import { sellerBalanceWords } from "../components/ledger-words";
import { MarketplaceSettingsForm } from "../components/marketplace-settings-form";
import { PaymentDialog } from "../components/payment-dialog";
import { ledgerKeys, type SellerAccountsQuery } from "../query-keys";

type SortField = SellerAccountsQuery["sortBy"];
type BalanceFilter = SellerAccountsQuery["balance"];

const FILTERS: readonly { value: BalanceFilter; label: string }[] = [
  { value: "all", label: "All sellers" },
  { value: "owed", label: "The shop owes them" },
  { value: "owing", label: "They owe the shop" },
];

/** Sellers & payouts (docs/decisions/0022): the marketplace's terms, every seller's rate and balance, payments. */
export function SellersPayoutsPage() {
  usePageTitle("Sellers & payouts");
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const terms = useMarketplace();
  const saveTerms = useSaveMarketplace();
  const [query, setQuery] = useState<SellerAccountsQuery>({
    page: 0,
    sortBy: "username",
    sortOrder: "asc",
    balance: "all",
  });
  const sellers = useSellerAccounts(query);
  useClampedPage(query.page, (page) => setQuery((q) => ({ ...q, page })), sellers.data?.totalPages);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [rateOf, setRateOf] = useState<SellerAccount | null>(null);
  const [payTo, setPayTo] = useState<SellerAccount | null>(null);
  const [exporting, setExporting] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);

  const refreshSellers = () => queryClient.invalidateQueries({ queryKey: [...ledgerKeys.all(user?.id), "sellers"] });
  const sort = (field: SortField) =>
    setQuery((q) => ({
      ...q,
      page: 0,
      sortBy: field,
      sortOrder: q.sortBy === field && q.sortOrder === "asc" ? "desc" : "asc",
    }));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadBalancesCsv(query.balance);
    } catch (error) {
      showError(errorMessage(error, "The balances could not be exported"));
    } finally {
      setExporting(false);
    }
  }

  const rows = sellers.data?.content ?? [];
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Sellers & payouts"
        description="What the shop owes each seller and what each seller owes the shop, to the cent."
      />
      <div className="flex flex-col gap-6">
        <Banner banner={banner} onDismiss={clear} />
        {terms.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : terms.isError ? (
          <Alert kind="error">{errorMessage(terms.error, "Failed to load the marketplace terms")}</Alert>
        ) : (
          <MarketplaceSettingsForm
            key={`${terms.data.commissionPercent}-${terms.data.cashCollectedBy}`}
            settings={terms.data}
            onSave={(settings) =>
              saveTerms.mutateAsync(settings).then(
                () => showSuccess("Marketplace terms saved"),
                (error: unknown) => {
                  showError(errorMessage(error, "Failed to save the marketplace terms"));
                  throw error;
                },
              )
            }
          />
        )}

        <section aria-labelledby="sellers-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="sellers-heading" className="text-lg font-semibold text-ink-900">
                Sellers
              </h2>
              {sellers.data && (
                <p className="text-sm text-ink-500">
                  {sellers.data.totalElements} seller{sellers.data.totalElements === 1 ? "" : "s"}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Select
                label="Show"
                value={query.balance}
                onChange={(e) => setQuery((q) => ({ ...q, page: 0, balance: e.target.value as BalanceFilter }))}
                fieldClassName="w-48"
              >
                {FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </Select>
              {phone && (
                <Select
                  label="Sort by"
                  value={`${query.sortBy}:${query.sortOrder}`}
                  onChange={(e) => {
                    const [sortBy, sortOrder] = e.target.value.split(":") as [SortField, "asc" | "desc"];
                    setQuery((q) => ({ ...q, page: 0, sortBy, sortOrder }));
                  }}
                  fieldClassName="w-48"
                >
                  <option value="username:asc">Name</option>
                  <option value="balance:desc">Shop owes most</option>
                  <option value="balance:asc">Owes the shop most</option>
                  <option value="commissionPercent:desc">Highest rate</option>
                </Select>
              )}
              <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
                <Download aria-hidden="true" className="size-4" />
                Balances CSV
              </Button>
            </div>
          </div>

          {sellers.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : sellers.isError && !sellers.data ? (
            <Alert kind="error">{errorMessage(sellers.error, "Failed to load the sellers")}</Alert>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={Store}
              title={query.balance === "all" ? "No sellers yet" : "No seller matches this filter"}
              description={
                query.balance === "all" ? "Give a user the seller role in Users to see them here." : undefined
              }
            />
          ) : (
            <NextPageLoading query={sellers}>
              {phone ? (
                <ul aria-label="Sellers" className="flex flex-col gap-3">
                  {rows.map((seller) => (
                    <li
                      key={seller.sellerId}
                      className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card"
                    >
                      <SellerName seller={seller} />
                      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        <Rate seller={seller} />
                        <BalanceText seller={seller} />
                      </div>
                      <Actions seller={seller} onRate={setRateOf} onPay={setPayTo} />
                    </li>
                  ))}
                </ul>
              ) : (
                <Table>
                  <TableHead>
                    <tr>
                      <SortHeader field="username" label="Seller" query={query} onSort={sort} />
                      <SortHeader field="commissionPercent" label="Commission" query={query} onSort={sort} />
                      <SortHeader field="balance" label="Balance" query={query} onSort={sort} />
                      <TableHeaderCell className="text-right">Actions</TableHeaderCell>
                    </tr>
                  </TableHead>
                  <TableBody>
                    {rows.map((seller) => (
                      <TableRow key={seller.sellerId}>
                        <TableCell>
                          <SellerName seller={seller} />
                        </TableCell>
                        <TableCell>
                          <Rate seller={seller} />
                        </TableCell>
                        <TableCell>
                          <BalanceText seller={seller} />
                        </TableCell>
                        <TableCell>
                          <Actions seller={seller} onRate={setRateOf} onPay={setPayTo} className="justify-end" />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </NextPageLoading>
          )}
          <Pagination
            mode="full"
            page={query.page}
            totalPages={sellers.data?.totalPages ?? 0}
            onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </section>
      </div>

      <CommissionDialog
        seller={rateOf}
        defaultPercent={terms.data?.commissionPercent}
        onClose={() => setRateOf(null)}
        onSaved={(saved) => {
          setRateOf(null);
          showSuccess(`Commission of ${saved.displayName || saved.username} is now ${saved.commissionPercent}%`);
          void refreshSellers();
        }}
      />
      <PaymentDialog
        seller={payTo}
        onClose={() => setPayTo(null)}
        onRecorded={(message) => {
          setPayTo(null);
          showSuccess(message);
          void refreshSellers();
        }}
      />
    </Page>
  );
}

function SortHeader({
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
    <TableHeaderCell aria-sort={active ? (query.sortOrder === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-ink-900"
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-40")} />
      </button>
    </TableHeaderCell>
  );
}

function SellerName({ seller }: { seller: SellerAccount }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink-900">{seller.displayName || seller.username}</p>
      <p className="truncate text-xs text-ink-500">
        {seller.displayName ? `${seller.username} · ` : ""}
        {seller.email}
      </p>
    </div>
  );
}

function Rate({ seller }: { seller: SellerAccount }) {
  return (
    <span className="text-ink-800">
      <span className="tabular-nums">{seller.commissionPercent}%</span>{" "}
      <span className="text-xs text-ink-500">{seller.ownCommissionPercent === null ? "(default)" : "(own rate)"}</span>
    </span>
  );
}

function BalanceText({ seller }: { seller: SellerAccount }) {
  const cents = toCents(seller.balance);
  return (
    <span
      className={cn(
        "font-medium tabular-nums",
        cents > 0 && "text-emerald-700",
        cents < 0 && "text-amber-700",
        cents === 0 && "text-ink-500",
      )}
      title={formatMoney(seller.balance)}
    >
      {sellerBalanceWords(seller.balance)}
    </span>
  );
}

function Actions({
  seller,
  onRate,
  onPay,
  className,
}: {
  seller: SellerAccount;
  onRate: (seller: SellerAccount) => void;
  onPay: (seller: SellerAccount) => void;
  className?: string;
}) {
  const name = seller.displayName || seller.username;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button size="sm" variant="secondary" aria-label={`Change the rate of ${name}`} onClick={() => onRate(seller)}>
        Change rate
      </Button>
      <Button size="sm" variant="secondary" aria-label={`Record a payment for ${name}`} onClick={() => onPay(seller)}>
        Record payment
      </Button>
    </div>
  );
}
