import { Banknote } from "lucide-react";
import { useCheckoutT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { StepNav } from "./shipping-step";
import { StepError } from "./step-error";

export type PaymentChoice = "cash";

export interface PaymentStepProps {
  selected: PaymentChoice | null;
  onSelect: (choice: PaymentChoice) => void;
  onContinue: () => void;
  onBack: () => void;
  error: string | null;
}

/** Step 2: Cash on Delivery is the only method, chosen from the start. */
export function PaymentStep({ selected, onSelect, onContinue, onBack, error }: PaymentStepProps) {
  const checked = selected === "cash";
  const t = useCheckoutT();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 data-step-heading tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          {t("paymentStep.heading")}
        </h2>
        <p className="text-sm text-ink-500">{t("paymentStep.intro")}</p>
      </div>
      <fieldset>
        <legend className="sr-only">{t("paymentStep.heading")}</legend>
        <label
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-card border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
            checked ? "border-ink-900 ring-1 ring-ink-900" : "border-ink-200 hover:border-ink-300",
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value="cash"
            checked={checked}
            onChange={() => onSelect("cash")}
            className="mt-1 size-4 shrink-0 accent-ink-900"
          />
          <span className="flex flex-1 flex-col gap-0.5">
            <span className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <Banknote aria-hidden="true" className="size-4 text-emerald-700" />
              {t("paymentStep.cash")}
            </span>
            <span className="text-sm text-ink-500">{t("paymentStep.cashText")}</span>
          </span>
        </label>
      </fieldset>
      <StepError message={error} />
      <StepNav
        onBack={onBack}
        backLabel={t("paymentStep.backToShipping")}
        onContinue={onContinue}
        continueLabel={t("paymentStep.toReview")}
      />
    </div>
  );
}
