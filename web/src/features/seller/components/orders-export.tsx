import { orderExportQuery } from "@shop/contract";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { downloadOrdersCsv } from "../api/download-orders-csv";

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Orders as CSV for a date range (docs/decisions/0018-seller-dashboard.md): the seller's own lines,
 * every line for an admin.
 */
export function OrdersExport() {
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [errors, setErrors] = useState<{ from?: string; to?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function exportCsv(event: React.FormEvent) {
    event.preventDefault();
    const parsed = orderExportQuery.safeParse({ from, to });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === "from" ? "from" : "to"] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await downloadOrdersCsv(parsed.data);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors({ from: fields.from, to: fields.to, form: errorMessage(error, "The export could not be made") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={exportCsv}
      noValidate
      aria-label="Export orders as CSV"
      className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card sm:flex-row sm:items-start"
    >
      <Input
        label="From"
        type="date"
        value={from}
        max={to}
        onChange={(e) => setFrom(e.target.value)}
        error={errors.from}
        fieldClassName="sm:w-44"
      />
      <Input
        label="To"
        type="date"
        value={to}
        min={from}
        onChange={(e) => setTo(e.target.value)}
        error={errors.to}
        fieldClassName="sm:w-44"
      />
      <div className="flex flex-col gap-1 sm:pt-6">
        <Button type="submit" variant="secondary" loading={busy}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
        {errors.form && !errors.from && !errors.to && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
      </div>
    </form>
  );
}
