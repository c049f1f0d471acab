import { useMutation } from "@tanstack/react-query";
import { TicketPercent, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button, controlClasses } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useCartT } from "../../../lib/cart-texts";
import type { CartPromotion } from "../cart-totals";

export interface PromotionCodeBoxProps {
  promotion: CartPromotion;
  isGuest: boolean;
  /** Where sign-in returns to for a guest (the cart). */
  signInFrom?: string;
  onApply: (code: string) => Promise<void>;
  onRemove: () => Promise<void>;
  disabled?: boolean;
  /** The field's label for screen readers only (a heading above already says "Discount code"). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * The discount-code box of the cart and the checkout's review step (docs/product/storefront.md):
 * enter a code, see the server's reason when it is refused, or the applied code with a remove
 * button and, when the cart changed since, why it no longer applies. A guest is asked to sign in:
 * codes belong to a signed-in cart (the per-customer limit is counted by account).
 */
export function PromotionCodeBox({
  promotion,
  isGuest,
  signInFrom = "/cart",
  onApply,
  onRemove,
  disabled,
  hideLabel,
  className,
}: PromotionCodeBoxProps) {
  const id = useId();
  const t = useCartT();
  const [code, setCode] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const applyCode = useMutation({
    mutationFn: (code: string) => onApply(code),
    onSuccess: () => setCode(""),
    onError: (error) => setRefusal(errorMessage(error, t("promo.applyFailed"))),
  });
  const removeCode = useMutation({
    mutationFn: () => onRemove(),
    onError: (error) => setRefusal(errorMessage(error, t("promo.removeFailed"))),
  });
  const busy = applyCode.isPending || removeCode.isPending;

  function apply(event: FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) {
      setRefusal(t("promoCodeRequired"));
      return;
    }
    setRefusal(null);
    applyCode.mutate(entered);
  }

  function remove() {
    setRefusal(null);
    removeCode.mutate();
  }

  if (isGuest) {
    return (
      <p className={cn("flex items-center gap-2 text-sm text-ink-600", className)}>
        <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
        <span>
          <Link
            to="/login"
            state={{ from: signInFrom }}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("promo.signIn")}
          </Link>{" "}
          {t("promo.signInRest")}
        </span>
      </p>
    );
  }

  if (promotion.code) {
    return (
      <div className={cn("flex flex-col gap-2", className)}>
        <div className="flex items-center justify-between gap-3 rounded-control border border-emerald-200 bg-emerald-50 px-3 py-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-emerald-900">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              {t("promo.code")}{" "}
              <bdi>
                <strong className="font-semibold break-all">{promotion.code}</strong>
              </bdi>
              {promotion.problem ? "" : ` ${t("promo.applied")}`}
            </span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0 px-2 text-emerald-900 hover:text-red-700"
            onClick={remove}
            loading={busy}
            disabled={disabled}
          >
            {!busy && <X aria-hidden="true" className="size-4" />}
            {t("promo.remove")}
            <span className="sr-only"> {t("promo.removeCode", { code: promotion.code })}</span>
          </Button>
        </div>
        {promotion.problem && (
          <p role="status" className="text-sm text-amber-800">
            {promotion.problem}
          </p>
        )}
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={`${id}-code`} className={cn("text-sm font-medium text-ink-800", hideLabel && "sr-only")}>
        {t("promo.label")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          className={cn(controlClasses, "h-10 min-w-0 flex-1 uppercase placeholder:normal-case")}
          placeholder={t("promo.placeholder")}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={disabled} className="shrink-0">
          {t("promo.apply")}
        </Button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
