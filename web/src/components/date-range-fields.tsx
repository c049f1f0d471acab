import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "./ui";

/**
 * The From and To days of a back-office range form (the seller's order export, the statement),
 * each bounded by the other. Not in the design system's index: it is for react-hook-form forms only,
 * which the storefront's first load does not carry.
 */
export function DateRangeFields({
  from,
  to,
  values,
  errors,
}: {
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  values: { from: string; to: string };
  errors: { from?: string; to?: string };
}) {
  return (
    <>
      <Input
        label="From"
        type="date"
        max={values.to || undefined}
        error={errors.from}
        fieldClassName="sm:w-44"
        {...from}
      />
      <Input label="To" type="date" min={values.from || undefined} error={errors.to} fieldClassName="sm:w-44" {...to} />
    </>
  );
}
