import { zodResolver } from "@hookform/resolvers/zod";
import { ledgerCsvQuery } from "@shop/contract";
import { Download } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useDownloadStatementCsv } from "../api/download-statement-csv";
import type { StatementRange } from "../api/get-statement";

export const NO_RANGE: StatementRange = { from: "", to: "" };

/** The date inputs hold "" for no date; the contract's query schema wants the date left out. */
const rangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(({ from, to }): { from?: string; to?: string } => ({ ...(from && { from }), ...(to && { to }) }))
  .pipe(ledgerCsvQuery);
const toRange = (checked: z.output<typeof rangeSchema>): StatementRange => ({
  from: checked.from ?? "",
  to: checked.to ?? "",
});

/**
 * The statement's dates, checked by the contract's CSV query (a start after the end is refused):
 * Show applies them to the statement, Download CSV saves the entries of that range.
 */
export function StatementRangeForm({
  range,
  onApply,
}: {
  range: StatementRange;
  onApply: (range: StatementRange) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof rangeSchema>, unknown, z.output<typeof rangeSchema>>({
    defaultValues: range,
    resolver: zodResolver(rangeSchema),
    reValidateMode: "onSubmit",
  });
  const download = useDownloadStatementCsv();
  const [from, to] = watch(["from", "to"]);

  const saveCsv = handleSubmit((checked) =>
    download.mutateAsync(toRange(checked)).catch((error: unknown) => {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.from) setError("from", { message: fields.from });
      if (fields.to) setError("to", { message: fields.to });
      setError("root", { message: errorMessage(error, "The statement could not be exported") });
    }),
  );

  return (
    <form
      onSubmit={handleSubmit((checked) => onApply(toRange(checked)))}
      noValidate
      aria-label="Statement dates"
      className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-start"
    >
      <Input
        label="From"
        type="date"
        max={to || undefined}
        error={errors.from?.message}
        fieldClassName="sm:w-44"
        {...register("from")}
      />
      <Input
        label="To"
        type="date"
        min={from || undefined}
        error={errors.to?.message}
        fieldClassName="sm:w-44"
        {...register("to")}
      />
      <div className="flex flex-wrap gap-2 sm:pt-6">
        <Button type="submit" variant="secondary">
          Show
        </Button>
        {(range.from || range.to) && (
          <Button
            variant="ghost"
            onClick={() => {
              reset(NO_RANGE);
              onApply(NO_RANGE);
            }}
          >
            All dates
          </Button>
        )}
        <Button variant="secondary" loading={download.isPending} onClick={() => void saveCsv()}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      </div>
      {errors.root && !errors.from && !errors.to && (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}
