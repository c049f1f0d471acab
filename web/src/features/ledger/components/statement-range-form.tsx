import { ledgerCsvQuery } from "@shop/contract";
import { Download } from "lucide-react";
import { useForm } from "react-hook-form";
import { DateRangeFields } from "../../../components/date-range-fields";
import { Button } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useDownloadStatementCsv } from "../api/download-statement-csv";
import type { StatementRange } from "../api/get-statement";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

export const NO_RANGE: StatementRange = { from: "", to: "" };
/** The form's one conversion to the query: an empty day is no bound. */
const toQuery = (v: StatementRange) => ({ from: v.from || undefined, to: v.to || undefined });

/** The statement's date range, checked by the contract's ledgerCsvQuery: show it, or download it as CSV. */
export function StatementRangeForm({
  range,
  onApply,
}: {
  range: StatementRange;
  onApply: (range: StatementRange) => void;
}) {
  const t = useBackOfficeT();
  const shown = useShownText();
  const download = useDownloadStatementCsv();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<StatementRange, unknown, { from?: string; to?: string }>({
    defaultValues: range,
    resolver: requestResolver(ledgerCsvQuery, toQuery),
    reValidateMode: "onSubmit",
  });
  const [from, to] = watch(["from", "to"]);
  // Both actions check the range first; what they use is the days as typed.
  const checked = (then: (range: StatementRange) => void) =>
    handleSubmit(() => {
      download.reset();
      then(getValues());
    });
  const downloadCsv = checked((next) =>
    download.mutate(next, { onError: (error) => setServerErrors(error, setError, ["from", "to"]) }),
  );
  const failure =
    download.error && !errors.from && !errors.to ? errorMessage(download.error, t("earnExportFailed")) : null;

  return (
    <form
      onSubmit={checked(onApply)}
      noValidate
      aria-label={t("earnDates")}
      className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-start"
    >
      <DateRangeFields
        from={register("from")}
        to={register("to")}
        values={{ from, to }}
        errors={{ from: shown(errors.from?.message), to: shown(errors.to?.message) }}
      />
      <div className="flex flex-wrap gap-2 sm:pt-6">
        <Button type="submit" variant="secondary">
          {t("earnShow")}
        </Button>
        {(range.from || range.to) && (
          <Button
            variant="ghost"
            onClick={() => {
              reset(NO_RANGE);
              download.reset();
              onApply(NO_RANGE);
            }}
          >
            {t("earnAllDates")}
          </Button>
        )}
        <Button variant="secondary" loading={download.isPending} onClick={() => void downloadCsv()}>
          <Download aria-hidden="true" className="size-4" />
          {t("earnDownloadCsv")}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {failure}
        </p>
      )}
    </form>
  );
}
