import { Banknote, CreditCard } from "lucide-react";
import { useCheckoutT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { StepNav } from "./shipping-step";
import { StepError } from "./step-error";

export type PaymentChoice = "cash" | "card";

export interface PaymentStepProps {
  selected: PaymentChoice | null;
  onSelect: (choice: PaymentChoice) => void;
  onContinue: () => void;
  onBack: () => void;
  error: string | null;
  /** What the shop offers (its public settings); cash on delivery alone without Stripe's keys. */
  methods?: readonly PaymentChoice[];
}

/** Step 2: Cash on Delivery, and Card (Stripe Checkout) when the shop offers it (docs/decisions/0050). */
export function PaymentStep({ selected, onSelect, onContinue, onBack, error, methods = ["cash"] }: PaymentStepProps) {
  const t = useCheckoutT();
  const OPTIONS: Record<PaymentChoice, { title: string; hint: string; Icon: typeof Banknote }> = {
    cash: { title: t("paymentStep.cash"), hint: t("paymentStep.cashText"), Icon: Banknote },
    card: { title: t("payCardTitle"), hint: t("payCardHint"), Icon: CreditCard },
  };
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 data-step-heading tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          {t("paymentStep.heading")}
        </h2>
        <p className="text-sm text-ink-500">{t("paymentStep.intro")}</p>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t("paymentStep.heading")}</legend>
        {methods.map((method) => {
          const checked = selected === method;
          const { title, hint, Icon } = OPTIONS[method];
          return (
            <label
              key={method}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-card border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                checked ? "border-ink-900 ring-1 ring-ink-900" : "border-ink-200 hover:border-ink-300",
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                onChange={() => onSelect(method)}
                className="mt-1 size-4 shrink-0 accent-ink-900"
              />
              <span className="flex flex-1 flex-col gap-0.5">
                <span className="flex items-center gap-2 text-sm font-semibold text-ink-900">
                  <Icon
                    aria-hidden="true"
                    className={cn("size-4", method === "cash" ? "text-emerald-700" : "text-brand-700")}
                  />
                  {title}
                </span>
                <span className="text-sm text-ink-500">{hint}</span>
              </span>
            </label>
          );
        })}
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
