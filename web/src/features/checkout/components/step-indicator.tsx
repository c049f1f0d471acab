import { Check } from "lucide-react";
import { useCheckoutT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";

export const CHECKOUT_STEPS = ["Shipping", "Payment", "Review", "Confirmation"] as const;
const STEP_KEYS = ["steps.shipping", "steps.payment", "steps.review", "steps.confirmation"] as const;
export type CheckoutStep = 1 | 2 | 3 | 4;

/** The wizard's progress: done steps get a check, the current one is marked aria-current="step". */
export function StepIndicator({ current, className }: { current: CheckoutStep; className?: string }) {
  const t = useCheckoutT();
  return (
    <nav aria-label={t("steps.progress")} className={className}>
      <ol className="flex items-start">
        {CHECKOUT_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current || current === 4;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? "step" : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute end-1/2 top-4 h-0.5 w-full -translate-y-1/2",
                    step <= current ? "bg-ink-900" : "bg-ink-200",
                  )}
                />
              )}
              <span
                className={cn(
                  "relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-canvas transition-colors",
                  done && !active && "bg-ink-900 text-white",
                  active && (done ? "bg-emerald-600 text-white" : "bg-brand-500 text-ink-950"),
                  !done && !active && "border border-ink-300 bg-white text-ink-500",
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : step}
              </span>
              <span
                className={cn(
                  "text-xs font-medium sm:text-sm",
                  active ? "text-ink-900" : done ? "text-ink-700" : "text-ink-500",
                )}
              >
                {t(STEP_KEYS[index] ?? "steps.shipping")}
                {done && !active && <span className="sr-only"> {t("steps.completed")}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
