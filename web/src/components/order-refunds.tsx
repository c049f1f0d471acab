/**
 * An order's card refunds (docs/decisions/0056-card-refunds-through-stripe.md): each with its amount,
 * what it refunds and its status; a failed one says Stripe's reason in the page's language.
 */
import type { Refund } from "@shop/contract";
import type { AccountKey } from "@shop/contract/messages/account";
import { CreditCard } from "lucide-react";
import { useAccountT } from "../lib/area-texts";
import { useMoney } from "../lib/shop-settings";

type AccountT = ReturnType<typeof useAccountT>;

const STATUS_KEYS: Record<Refund["status"], AccountKey> = {
  pending: "refundPending",
  succeeded: "refundSucceeded",
  failed: "refundFailed",
};

const STATUS_TONES: Record<Refund["status"], string> = {
  pending: "text-ink-600",
  succeeded: "text-emerald-800",
  failed: "text-red-700",
};

/** Stripe's reasons (its codes) that have words of ours. */
const REASON_KEYS: Record<string, AccountKey> = {
  expired_or_canceled_card: "refundReasonExpiredCard",
  lost_or_stolen_card: "refundReasonLostCard",
  declined: "refundReasonDeclined",
  card_declined: "refundReasonDeclined",
  charge_disputed: "refundReasonDisputed",
  charge_for_pending_refund_disputed: "refundReasonDisputed",
  charge_already_refunded: "refundReasonAlreadyRefunded",
  amount_too_large: "refundReasonTooLarge",
  insufficient_funds: "refundReasonShopBalance",
  balance_insufficient: "refundReasonShopBalance",
};

/** Stripe's reason (its code) in the page's words; codes without words of ours are named as they are. */
export function refundReasonText(reason: string | null, t: AccountT): string {
  if (reason === null || reason === "" || reason === "unknown") return t("refundReasonUnknown");
  const key = Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason] : undefined;
  return key ? t(key) : t("refundReasonOther", { reason });
}

export function OrderRefunds({ refunds }: { refunds: readonly Refund[] | undefined }) {
  const t = useAccountT();
  const money = useMoney();
  if (!refunds || refunds.length === 0) return null;
  return (
    <section aria-label={t("refundsTitle")}>
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-ink-900">
        <CreditCard aria-hidden="true" className="size-4 text-ink-500" />
        {t("refundsTitle")}
      </h3>
      <ul className="flex flex-col gap-2 text-sm text-ink-700">
        {refunds.map((r) => (
          <li key={r.refundId}>
            <div className="flex justify-between gap-3">
              <span>{r.returnId !== null ? t("refundOfReturn") : (r.sellerName ?? t("refundOfOrder"))}</span>
              <span className="font-medium tabular-nums">{money.format(r.amount)}</span>
            </div>
            <p className={STATUS_TONES[r.status]}>{t(STATUS_KEYS[r.status])}</p>
            {r.status === "failed" && <p className="text-ink-600">{refundReasonText(r.failureReason, t)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
