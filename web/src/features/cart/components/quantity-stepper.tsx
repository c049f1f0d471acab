import { Minus, Plus } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";

export interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  /** Names the group, e.g. "Quantity of Desk Lamp". */
  label: string;
  decreaseLabel?: string;
  size?: "sm" | "md";
  className?: string;
}

const buttonClasses =
  "flex cursor-pointer items-center justify-center text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** − value + in one pill; the value is announced politely when it changes. */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  decreaseDisabled,
  increaseDisabled,
  label,
  decreaseLabel,
  size = "md",
  className,
}: QuantityStepperProps) {
  const t = useT();
  const box = size === "sm" ? "size-8" : "size-10";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border; a labelled group is the stepper pattern
    <div
      role="group"
      aria-label={label}
      className={cn("inline-flex items-center rounded-full border border-ink-200 bg-white shadow-xs", className)}
    >
      <button
        type="button"
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={decreaseLabel ?? t("stepper.decrease")}
        className={cn(buttonClasses, box, "rounded-s-full")}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className={cn("min-w-8 text-center text-sm font-semibold tabular-nums text-ink-900")}>
        {value}
      </output>
      <button
        type="button"
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={t("stepper.increase")}
        className={cn(buttonClasses, box, "rounded-e-full")}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
