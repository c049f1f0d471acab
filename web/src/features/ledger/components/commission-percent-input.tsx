import { Input, type InputProps } from "../../../components/ui";

type FixedProps = "label" | "type" | "inputMode" | "step" | "min" | "max";

/** The commission rate field (0 to 100, to the hundredth), shared by the shop's default and a seller's own rate. */
export function CommissionPercentInput(props: Omit<InputProps, FixedProps>) {
  return <Input label="Commission (%)" type="number" inputMode="decimal" step="0.01" min="0" max="100" {...props} />;
}
