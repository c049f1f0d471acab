import type { SellerAccount } from "@shop/contract";
import { Download, Store } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  Alert,
  Banner,
  Button,
  type DataColumn,
  DataList,
  EmptyState,
  Select,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { PHONE_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { useQueryClient } from "@tanstack/react-query";
import { downloadBalancesCsv } from "../api/download-balances-csv";
import { useMarketplace, useSaveMarketplace } from "../api/get-marketplace";
import { useSellerAccounts } from "../api/get-seller-accounts";
import { CommissionDialog } from "./commission-dialog";
import { MarketplaceSettingsForm } from "./marketplace-settings-form";
import { PaymentSettingsSection } from "./payment-settings-section";
import { PaymentDialog } from "./payment-dialog";
import { SellerStatementDialog } from "./seller-statement-dialog";
import { SuspensionDialogs } from "./suspension-dialogs";
import { BalanceText, Rate, SellerActions, SellerName, SortButton } from "./seller-account-parts";
import { ledgerKeys, type SellerAccountsQuery } from "../query-keys";
import { type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";

type SortField = SellerAccountsQuery["sortBy"];
type BalanceFilter = SellerAccountsQuery["balance"];

const FILTERS: readonly { value: BalanceFilter; label: BackOfficeKey }[] = [
  { value: "all", label: "ledFilterAll" },
  { value: "owed", label: "ledFilterOwed" },
  { value: "owing", label: "ledFilterOwing" },
];

/**
 * The Sellers tab of Sellers & payouts (docs/decisions/0022): the marketplace's terms, every seller's
 * rate and balance, payments, and suspensions (docs/decisions/0047).
 */
export function SellersPanel() {
  const t = useBackOfficeT();
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
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [rateOf, setRateOf] = useState<SellerAccount | null>(null);
  const [payTo, setPayTo] = useState<SellerAccount | null>(null);
  const [suspensionOf, setSuspensionOf] = useState<SellerAccount | null>(null);
  const [statementOf, setStatementOf] = useState<SellerAccount | null>(null);
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
      showError(errorMessage(error, t("ledExportFailed")));
    } finally {
      setExporting(false);
    }
  }

  /** A column the list sorts by on the server: its header is a button, its state the header's aria-sort. */
  const sortable = (
    field: SortField,
    label: string,
    cell: (seller: SellerAccount) => ReactNode,
  ): DataColumn<SellerAccount> => ({
    id: field,
    header: <SortButton field={field} label={label} query={query} onSort={sort} />,
    sort: query.sortBy !== field ? "none" : query.sortOrder === "asc" ? "ascending" : "descending",
    cell,
  });
  return (
    <>
      <div className="flex flex-col gap-6">
        <Banner banner={banner} onDismiss={clear} />
        {terms.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : terms.isError ? (
          <Alert kind="error">{errorMessage(terms.error, t("ledTermsLoadFailed"))}</Alert>
        ) : (
          <MarketplaceSettingsForm
            key={`${terms.data.commissionPercent}-${terms.data.cashCollectedBy}-${terms.data.autoApproveApplications}`}
            settings={terms.data}
            onSave={(settings) =>
              saveTerms.mutateAsync(settings).then(
                () => showSuccess(t("ledTermsSaved")),
                (error: unknown) => {
                  showError(errorMessage(error, t("ledTermsSaveFailed")));
                  throw error;
                },
              )
            }
          />
        )}

        <PaymentSettingsSection onSaved={showSuccess} onFailed={showError} />

        <section aria-labelledby="sellers-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="sellers-heading" className="text-lg font-semibold text-ink-900">
                {t("ledSellers")}
              </h2>
              {sellers.data && (
                <p className="text-sm text-ink-500">{t("ledSellersCount", { n: sellers.data.totalElements })}</p>
              )}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Select
                label={t("ledShow")}
                value={query.balance}
                onChange={(e) => setQuery((q) => ({ ...q, page: 0, balance: e.target.value as BalanceFilter }))}
                fieldClassName="w-48"
              >
                {FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {t(f.label)}
                  </option>
                ))}
              </Select>
              {phone && (
                <Select
                  label={t("ledSortBy")}
                  value={`${query.sortBy}:${query.sortOrder}`}
                  onChange={(e) => {
                    const [sortBy, sortOrder] = e.target.value.split(":") as [SortField, "asc" | "desc"];
                    setQuery((q) => ({ ...q, page: 0, sortBy, sortOrder }));
                  }}
                  fieldClassName="w-48"
                >
                  <option value="username:asc">{t("ledSortName")}</option>
                  <option value="balance:desc">{t("ledSortOwesMost")}</option>
                  <option value="balance:asc">{t("ledSortOwedMost")}</option>
                  <option value="commissionPercent:desc">{t("ledSortRate")}</option>
                </Select>
              )}
              <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
                <Download aria-hidden="true" className="size-4" />
                {t("ledBalancesCsv")}
              </Button>
            </div>
          </div>

          <DataList
            query={sellers}
            rows={(data) => data.content}
            rowKey={(seller) => seller.sellerId}
            label={t("ledSellers")}
            columns={[
              sortable("username", t("ledColSeller"), (seller) => <SellerName seller={seller} />),
              sortable("commissionPercent", t("ledColCommission"), (seller) => <Rate seller={seller} />),
              sortable("balance", t("ledColBalance"), (seller) => <BalanceText seller={seller} />),
              {
                id: "actions",
                header: t("ledColActions"),
                headerClassName: "text-end",
                cell: (seller) => (
                  <SellerActions
                    seller={seller}
                    onRate={setRateOf}
                    onPay={setPayTo}
                    onSuspension={setSuspensionOf}
                    onStatement={setStatementOf}
                    className="justify-end"
                  />
                ),
              },
            ]}
            card={(seller) => (
              <>
                <SellerName seller={seller} />
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Rate seller={seller} />
                  <BalanceText seller={seller} />
                </div>
                <SellerActions
                  seller={seller}
                  onRate={setRateOf}
                  onPay={setPayTo}
                  onSuspension={setSuspensionOf}
                  onStatement={setStatementOf}
                />
              </>
            )}
            skeleton={<Skeleton className="h-64 w-full" />}
            errorText={t("ledSellersLoadFailed")}
            empty={
              <EmptyState
                icon={Store}
                title={query.balance === "all" ? t("ledNoSellers") : t("ledNoMatch")}
                description={query.balance === "all" ? t("ledNoSellersHint") : undefined}
              />
            }
            pagination={{ page: query.page, onPageChange: (page) => setQuery((q) => ({ ...q, page })) }}
          />
        </section>
      </div>

      <CommissionDialog
        seller={rateOf}
        defaultPercent={terms.data?.commissionPercent}
        onClose={() => setRateOf(null)}
        onSaved={(saved) => {
          setRateOf(null);
          showSuccess(
            t("ledRateSaved", { name: saved.displayName || saved.username, percent: saved.commissionPercent }),
          );
          void refreshSellers();
        }}
      />
      <SellerStatementDialog seller={statementOf} onClose={() => setStatementOf(null)} />
      <SuspensionDialogs
        seller={suspensionOf}
        onClose={() => setSuspensionOf(null)}
        onDone={(message) => {
          setSuspensionOf(null);
          showSuccess(message);
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
    </>
  );
}
