import { describeVariant, RETURN_STATUSES, type Return, type ReturnStatus } from "@shop/contract";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Banner, Button, DataList, Dialog, EmptyState, Select, useTimedMessage } from "../../../components/ui";
import { useMoney } from "../../../lib/shop-settings";
import { useReturns } from "../api/get-returns";
import type { ReturnsTree } from "../query-keys";
import { ReturnDetails } from "./return-details";
import { ReturnStatusBadge } from "./return-status-badge";
import { returnStatusLabel } from "./return-words";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/** What a return asks back: each line's units and product, its options under it. */
function ReturnItems({ r }: { r: Return }) {
  return (
    <ul className="flex min-w-0 flex-col gap-0.5 text-sm">
      {r.lines.map((l) => (
        <li key={l.orderItemId} className="min-w-0">
          <span className="tabular-nums">{l.quantity}</span> × <span className="text-ink-900">{l.productName}</span>
          {Object.keys(l.options).length > 0 && (
            <span className="block text-xs text-ink-500">{describeVariant(l.options)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The seller's Returns tab (their parts' returns) or the admin's Returns screen (every return);
 * `headed`: with its own heading and intro (a tab), not under a page's (the admin's screen).
 */
export function ReturnsManager({ tree, headed = true }: { tree: ReturnsTree; headed?: boolean }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<ReturnStatus | "">("");
  const query = useReturns(tree, page, status);
  const [open, setOpen] = useState<Return | null>(null);
  const { message: banner, showSuccess, clear } = useTimedMessage({ clearErrors: true });

  const openButton = (r: Return) => (
    <Button size="sm" variant="secondary" aria-label={t("returnOpen", { id: r.returnId })} onClick={() => setOpen(r)}>
      #{r.returnId}
    </Button>
  );

  return (
    <section aria-labelledby={`${tree}-returns-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className={headed ? undefined : "sr-only"}>
          <h2 id={`${tree}-returns-heading`} className="text-xl font-semibold text-ink-900">
            {t("returnsTitle")}
          </h2>
          <p className="text-sm text-ink-500">{tree === "admin" ? t("returnsAdminIntro") : t("returnsSellerIntro")}</p>
        </div>
        <Select
          label={t("returnsStatusFilter")}
          value={status}
          fieldClassName="w-48"
          onChange={(e) => {
            setStatus(e.target.value as ReturnStatus | "");
            setPage(0);
          }}
        >
          <option value="">{t("returnsAllStatuses")}</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {returnStatusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      <Banner banner={banner} onDismiss={clear} />
      <DataList
        query={query}
        rows={(data) => data.content}
        rowKey={(r) => r.returnId}
        label={t("returnsTitle")}
        columns={[
          { id: "return", header: "#", cell: openButton },
          { id: "order", header: t("returnsColumnOrder"), cell: (r) => `#${r.orderId}` },
          ...(tree === "admin"
            ? [{ id: "seller", header: t("returnsColumnSeller"), cell: (r: Return) => r.sellerName }]
            : []),
          { id: "items", header: t("returnsColumnItems"), cell: (r) => <ReturnItems r={r} /> },
          {
            id: "units",
            header: t("returnsColumnUnits"),
            className: "tabular-nums",
            cell: (r) => r.lines.reduce((n, l) => n + l.quantity, 0),
          },
          {
            id: "refund",
            header: t("returnsColumnRefund"),
            className: "tabular-nums",
            cell: (r) => money.format(r.refundAmount),
          },
          { id: "status", header: t("returnsStatusFilter"), cell: (r) => <ReturnStatusBadge status={r.status} /> },
          { id: "asked", header: t("returnsColumnAsked"), cell: (r) => money.date(r.createdAt) },
        ]}
        card={(r) => (
          <>
            <div className="flex items-center justify-between gap-2">
              {openButton(r)}
              <ReturnStatusBadge status={r.status} />
            </div>
            <ReturnItems r={r} />
            <p className="text-sm text-ink-800">
              #{r.orderId}
              {tree === "admin" ? ` · ${r.sellerName}` : ""} · {money.format(r.refundAmount)} ·{" "}
              {money.date(r.createdAt)}
            </p>
          </>
        )}
        cardClassName="gap-2"
        errorText={t("returnsLoadFailed")}
        empty={<EmptyState icon={Undo2} title={t("returnsEmpty")} description={t("returnsEmptyHint")} />}
        pagination={{ page, onPageChange: setPage }}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open ? `#${open.returnId}` : ""} size="lg">
        {open && (
          <ReturnDetails
            r={open}
            tree={tree}
            onChanged={(moved, message) => {
              setOpen(moved);
              showSuccess(message);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
