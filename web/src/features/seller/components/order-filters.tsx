import { COD_PAYMENT, ORDER_STATUSES, orderListQuery, PAYMENT_STATUSES } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { Search, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Input, paymentMethodLabel, paymentStatusLabel, Select } from "../../../components/ui";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import {
  ORDER_FILTER_NAMES,
  type OrderFilterValues,
  type OrderListRequest,
  type OrderSort,
} from "../order-list-params";

const SORT_LABELS: Record<OrderSort, string> = {
  newest: MSG.ordersSortNewest,
  oldest: MSG.ordersSortOldest,
  totalDesc: MSG.ordersSortTotalDesc,
  totalAsc: MSG.ordersSortTotalAsc,
};

/**
 * The search box and filters of an orders list, a form that applies on submit (Enter in the search
 * box, or Apply) and is checked by the API's own query schema first; `showSeller`: the whole shop's
 * list (an admin) filters by seller too. Its fields start from the URL (`key` it by the URL to reset).
 */
export function OrderFilters({
  request,
  showSeller = false,
  onApply,
}: {
  request: OrderListRequest;
  showSeller?: boolean;
  onApply: (values: Partial<OrderFilterValues>, sort: OrderSort) => void;
}) {
  const t = useBackOfficeT();
  const [error, setError] = useState<string | null>(null);
  const value = (name: keyof OrderFilterValues) => request.filters[name] ?? "";
  /** The filters in use besides the search text, and a sort other than the newest first. */
  const active =
    Object.keys(request.filters).filter((name) => name !== "keyword").length + (request.sort === "newest" ? 0 : 1);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: Partial<OrderFilterValues> = {};
    for (const name of ORDER_FILTER_NAMES) values[name] = String(form.get(name) ?? "");
    const checked = orderListQuery.safeParse(values);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MSG.ordersLoadFailed);
      return;
    }
    setError(null);
    onApply(values, String(form.get("sort")) as OrderSort);
  };
  const clear = () => {
    setError(null);
    onApply({}, request.sort);
  };
  return (
    <search aria-label={MSG.ordersSearchLabel}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex items-end gap-2">
          <Input
            name="keyword"
            type="search"
            label={MSG.ordersSearchLabel}
            placeholder={MSG.ordersSearchPlaceholder}
            defaultValue={value("keyword")}
            maxLength={100}
            fieldClassName="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {MSG.ordersApply}
          </Button>
        </div>
        {/* Folded until a filter is in use: on a phone the newest orders and their actions come first. */}
        <details open={active > 0}>
          <summary className="w-fit cursor-pointer rounded text-sm font-medium text-ink-700 hover:text-ink-900">
            {MSG.ordersFiltersToggle(active)}
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
            <Select name="status" label={MSG.ordersStatusLabel} defaultValue={value("status")}>
              <option value="">{MSG.ordersAnyOption}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
            <Select name="paymentMethod" label={MSG.ordersPaymentMethodLabel} defaultValue={value("paymentMethod")}>
              <option value="">{MSG.ordersAnyOption}</option>
              <option value={COD_PAYMENT.paymentMethod}>{paymentMethodLabel(COD_PAYMENT.paymentMethod)}</option>
            </Select>
            <Select name="paymentStatus" label={MSG.ordersPaymentStatusLabel} defaultValue={value("paymentStatus")}>
              <option value="">{MSG.ordersAnyOption}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {paymentStatusLabel(s)}
                </option>
              ))}
            </Select>
            {showSeller && (
              <Input
                name="sellerName"
                label={t("office.ordersSellerNameLabel")}
                placeholder={t("office.ordersSellerNamePlaceholder")}
                defaultValue={value("sellerName")}
              />
            )}
            {showSeller && (
              <Input
                name="sellerId"
                label={MSG.ordersSellerLabel}
                inputMode="numeric"
                defaultValue={value("sellerId")}
              />
            )}
            <Input name="from" type="date" label={MSG.ordersFromLabel} defaultValue={value("from")} />
            <Input name="to" type="date" label={MSG.ordersToLabel} defaultValue={value("to")} />
            <Select name="sort" label={MSG.ordersSortLabel} defaultValue={request.sort}>
              {(Object.keys(SORT_LABELS) as OrderSort[]).map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </details>
        <div className="flex flex-wrap items-center gap-3 empty:hidden">
          {Object.keys(request.filters).length > 0 && (
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" className="size-4" />
              {MSG.ordersClear}
            </Button>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </form>
    </search>
  );
}
