import type { Return, ReturnableOrderPart } from "@shop/contract";
import { describeVariant } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Alert, Button, Card, Dialog, Skeleton, useTimedMessage, Banner } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useMoney } from "../../../lib/shop-settings";
import { useOrderReturns } from "../api/get-order-returns";
import { useChangeOwnReturn } from "../api/request-return";
import { ReturnForm } from "./return-form";
import { ReturnStatusBadge } from "./return-status-badge";

/** The window of a delivered part in words: until when, closed since, none, or nothing left. */
function windowWords(part: ReturnableOrderPart, date: (d: string) => string): string {
  if (part.windowClosesAt === null) return MSG.returnNotTaken;
  if (Date.parse(part.windowClosesAt) < Date.now()) return MSG.returnWindowClosedOn(date(part.windowClosesAt));
  if (!part.open) return MSG.returnNothingLeft;
  return MSG.returnWindowUntil(date(part.windowClosesAt));
}

/**
 * The customer's returns of one order, on its page (docs/decisions/0046-returns-and-refunds.md): each
 * delivered part with its window's end and "Return items", and each return with its status, refund,
 * where to send the parcel and what the customer may still do (cancel, ask the shop to decide).
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const money = useMoney();
  const query = useOrderReturns(orderId);
  const change = useChangeOwnReturn(orderId);
  const [returning, setReturning] = useState<ReturnableOrderPart | null>(null);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  if (query.isPending) {
    return (
      <div role="status" aria-label={MSG.returnsHeading}>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert kind="error" title={null}>
        {errorMessage(query.error, MSG.returnLoadFailed)}{" "}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          {MSG.returnTryAgain}
        </button>
      </Alert>
    );
  }
  const delivered = query.data.parts.filter((p) => p.status === "Delivered");
  const returns = query.data.returns;
  // Nothing delivered and nothing asked: the order has nothing to return yet.
  if (delivered.length === 0 && returns.length === 0) return null;

  const move = (r: Return, kind: "cancel" | "escalate") =>
    change.mutate(
      { id: r.returnId, move: kind },
      {
        onSuccess: () => showSuccess(kind === "cancel" ? MSG.returnCancelled : MSG.returnEscalated),
        onError: (error) => showError(errorMessage(error, MSG.returnChangeFailed)),
      },
    );

  return (
    <section aria-labelledby={`returns-${orderId}`} className="flex flex-col gap-3">
      <h2 id={`returns-${orderId}`} className="text-lg font-semibold text-ink-900">
        {MSG.returnsHeading}
      </h2>
      <Banner banner={banner} onDismiss={clear} />
      {delivered.map((part) => (
        <Card key={part.sellerId} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-medium text-ink-900">{part.sellerName}</p>
            <p className="text-sm text-ink-600">{windowWords(part, money.date)}</p>
          </div>
          {part.open && (
            <Button
              variant="secondary"
              onClick={() => setReturning(part)}
              aria-label={MSG.returnItemsOf(part.sellerName)}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              {MSG.returnItems}
            </Button>
          )}
        </Card>
      ))}
      {returns.map((r) => (
        <Card key={r.returnId} className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink-900">{MSG.returnNumber(r.returnId, r.sellerName)}</p>
            <ReturnStatusBadge status={r.status} />
          </div>
          <ul className="text-sm text-ink-700">
            {r.lines.map((l) => (
              <li key={l.orderItemId}>
                {l.quantity} × {l.productName}
                {describeVariant(l.options) ? ` (${describeVariant(l.options)})` : ""}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-800">{MSG.returnRefundLine(money.format(r.refundAmount))}</p>
          {r.sendTo && <p className="text-sm whitespace-pre-line text-ink-700">{MSG.returnSendTo(r.sendTo)}</p>}
          {r.declineReason && r.status !== "approved" && (
            <p className="text-sm text-ink-700">{MSG.returnDeclinedBecause(r.declineReason)}</p>
          )}
          {(r.status === "requested" || r.status === "approved" || r.status === "declined") && (
            <div className="flex flex-wrap gap-2">
              {r.status === "declined" ? (
                <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => move(r, "escalate")}>
                  {MSG.returnEscalate}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => move(r, "cancel")}>
                  {MSG.returnCancel}
                </Button>
              )}
            </div>
          )}
        </Card>
      ))}
      <Dialog
        open={returning !== null}
        onClose={() => setReturning(null)}
        title={returning ? MSG.returnItemsOf(returning.sellerName) : MSG.returnItems}
        size="lg"
      >
        {returning && (
          <ReturnForm
            orderId={orderId}
            part={returning}
            onCancel={() => setReturning(null)}
            onDone={() => {
              setReturning(null);
              showSuccess(MSG.returnAsked);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
