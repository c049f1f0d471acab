import { type OrderExportQuery, orderExportQuery } from "@shop/contract";
import { Download } from "lucide-react";
import { useForm } from "react-hook-form";
import { DateRangeFields } from "../../../components/date-range-fields";
import { Button } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useDownloadOrdersCsv } from "../api/download-orders-csv";

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Orders as CSV for a date range (docs/decisions/0018-seller-dashboard.md): the seller's own lines,
 * every line for an admin.
 */
export function OrdersExport() {
  const download = useDownloadOrdersCsv();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<OrderExportQuery>({
    defaultValues: { from: day(new Date(Date.now() - 29 * 86_400_000)), to: day(new Date()) },
    resolver: requestResolver(orderExportQuery),
    reValidateMode: "onSubmit",
  });
  const [from, to] = watch(["from", "to"]);

  const exportCsv = handleSubmit((range) => {
    download.reset();
    download.mutate(range, { onError: (error) => setServerErrors(error, setError, ["from", "to"]) });
  });
  const failure =
    download.error && !errors.from && !errors.to ? errorMessage(download.error, "The export could not be made") : null;

  return (
    <form
      onSubmit={exportCsv}
      noValidate
      aria-label="Export orders as CSV"
      className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card sm:flex-row sm:items-start"
    >
      <DateRangeFields
        from={register("from")}
        to={register("to")}
        values={{ from, to }}
        errors={{ from: errors.from?.message, to: errors.to?.message }}
      />
      <div className="flex flex-col gap-1 sm:pt-6">
        <Button type="submit" variant="secondary" loading={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
