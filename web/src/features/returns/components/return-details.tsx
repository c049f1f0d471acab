import { describeVariant, RETURN_REASON_WORDS, type Return } from "@shop/contract";
import { Alert, Button } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useMoney } from "../../../lib/shop-settings";
import { type ReturnAction, useActOnReturn } from "../api/act-on-return";
import type { ReturnsTree } from "../query-keys";
import { DeclineForm, ReceiveForm, RefundForm } from "./return-action-forms";
import { ReturnStatusBadge } from "./return-status-badge";
import { returnStatusLabel } from "./return-words";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * One return in the back office and what can be done with it now: approve or decline a requested one,
 * approve or close an escalated one (admins), record what came back of an approved one, record the
 * refund of a received one.
 */
export function ReturnDetails({
  r,
  tree,
  onChanged,
}: {
  r: Return;
  tree: ReturnsTree;
  onChanged: (r: Return, message: string) => void;
}) {
  const t = useBackOfficeT();
  const money = useMoney();
  const act = useActOnReturn(tree);
  const run = (action: ReturnAction) =>
    act.mutate(
      { id: r.returnId, act: action },
      {
        onSuccess: (moved) =>
          onChanged(moved, t("returnActionDone", { id: moved.returnId, status: returnStatusLabel(moved.status) })),
      },
    );
  const decides = r.status === "requested" || (tree === "admin" && r.status === "escalated");

  return (
    <div className="flex flex-col gap-4">
      {act.isError && <Alert kind="error">{errorMessage(act.error, t("returnActionFailed"))}</Alert>}
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <ReturnStatusBadge status={r.status} />
        <span>
          #{r.orderId} · {r.sellerName} · {RETURN_REASON_WORDS[r.reason]}
        </span>
      </div>
      {r.note && <p className="text-sm text-ink-700">“{r.note}”</p>}
      <ul className="flex flex-col gap-1 text-sm text-ink-800">
        {r.lines.map((l) => (
          <li key={l.orderItemId}>
            {l.quantity} × {l.productName}
            {describeVariant(l.options) ? ` (${describeVariant(l.options)})` : ""}
            {r.status === "received" || r.status === "refunded"
              ? ` — ${l.quantityReceived} / ${l.quantityResellable}`
              : ""}
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium text-ink-900">{money.format(r.refundAmount)}</p>
      {r.declineReason && <p className="text-sm text-ink-700">{r.declineReason}</p>}
      {r.refundReference && (
        <p className="text-sm text-ink-700">
          {r.refundMethod} · {r.refundReference}
        </p>
      )}
      {decides && (
        <div className="flex flex-wrap gap-2">
          <Button loading={act.isPending} onClick={() => run({ action: "approve" })}>
            {t("returnApprove")}
          </Button>
          {r.status === "escalated" && (
            <Button variant="secondary" loading={act.isPending} onClick={() => run({ action: "close" })}>
              {t("returnClose")}
            </Button>
          )}
        </div>
      )}
      {r.status === "requested" && (
        <DeclineForm pending={act.isPending} onSubmit={(body) => run({ action: "decline", body })} />
      )}
      {r.status === "approved" && (
        <ReceiveForm r={r} pending={act.isPending} onSubmit={(body) => run({ action: "receive", body })} />
      )}
      {r.status === "received" && (
        <RefundForm pending={act.isPending} onSubmit={(body) => run({ action: "refund", body })} />
      )}
    </div>
  );
}
