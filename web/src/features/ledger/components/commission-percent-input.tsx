import { Input, type InputProps } from "../../../components/ui";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

type FixedProps = "label" | "type" | "inputMode" | "step" | "min" | "max";

/** The commission rate field (0 to 100, to the hundredth), shared by the shop's default and a seller's own rate. */
export function CommissionPercentInput(props: Omit<InputProps, FixedProps>) {
  const t = useBackOfficeT();
  return (
    <Input
      label={t("ledCommissionPercent")}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      max="100"
      {...props}
    />
  );
}
