import type { Promotion } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, TicketPercent, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  ConfirmDialog,
  DataList,
  Dialog,
  EmptyState,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useSessionUser } from "../../../lib/session";
import { deletePromotion } from "../api/delete-promotion";
import { usePromotions } from "../api/get-promotions";
import { useUpdatePromotion } from "../api/update-promotion";
import { type PromotionScope, promotionKeys } from "../query-keys";
import { PromotionForm } from "./promotion-form";
import { useMoney } from "../../../lib/shop-settings";
import { conditionWords, discountWords, type PromotionState, promotionState, usageWords } from "./promotion-words";

const STATE: Record<PromotionState, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "green" },
  inactive: { label: "Inactive", tone: "grey" },
  scheduled: { label: "Scheduled", tone: "blue" },
  expired: { label: "Expired", tone: "grey" },
  "used-up": { label: "Used up", tone: "yellow" },
};

const USED_CANNOT_DELETE = "Used codes cannot be deleted: deactivate them instead";

/** The discount codes of the shop (admin Promotions) or of the signed-in seller (My discount codes). */
export function PromotionsManager({ scope, heading }: { scope: PromotionScope; heading: string }) {
  const user = useSessionUser();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const query = usePromotions(scope, page);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const t = useBackOfficeT();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Promotion | null>(null);
  const [toDelete, setToDelete] = useState<Promotion | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(user?.id, scope) });

  // Activating and deactivating is an edit of `active` (the feature's update, which reads the list again).
  const update = useUpdatePromotion(scope);
  const toggle = (p: Promotion) =>
    update.mutate(
      { id: p.promotionId, change: { active: !p.active } },
      {
        onSuccess: (saved) => showSuccess(`${saved.code} is now ${saved.active ? "active" : "inactive"}`),
        onError: (error) => showError(errorMessage(error, "The code could not be changed")),
      },
    );
  const remove = useMutation({
    mutationFn: (p: Promotion) => deletePromotion(scope, p.promotionId),
    onSuccess: (_, p) => {
      setToDelete(null);
      showSuccess(`${p.code} deleted`);
      void refresh();
    },
    onError: (error) => {
      setToDelete(null);
      showError(errorMessage(error, "The code could not be deleted"));
    },
  });

  const actions = (p: Promotion) => (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      <Button size="sm" variant="secondary" aria-label={t("promoEditLabel", { code: p.code })} onClick={() => setEditing(p)}>
        <Pencil aria-hidden="true" className="size-4" />
        {t("promoEdit")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${p.active ? "Deactivate" : "Activate"} ${p.code}`}
        loading={update.isPending && update.variables?.id === p.promotionId}
        onClick={() => toggle(p)}
      >
        {p.active ? "Deactivate" : "Activate"}
      </Button>
      <span title={p.timesUsed > 0 ? USED_CANNOT_DELETE : undefined} className="inline-flex">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete ${p.code}`}
          disabled={p.timesUsed > 0}
          className="text-red-700 hover:border-red-300 hover:bg-red-50"
          onClick={() => setToDelete(p)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </span>
    </div>
  );

  return (
    <section aria-labelledby={`${scope}-codes-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${scope}-codes-heading`} className="text-xl font-semibold text-ink-900">
            {heading}
          </h2>
          <p className="text-sm text-ink-500">
            {scope === "admin"
              ? "The shop pays for these discounts; they apply to every seller's products."
              : "You pay for these discounts; they apply to your products only."}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New code
        </Button>
      </div>
      <Banner banner={banner} onDismiss={clear} />

      <DataList
        query={query}
        rows={(data) => data.content}
        rowKey={(p) => p.promotionId}
        label="Discount codes"
        columns={[
          { id: "code", header: "Code", className: "font-mono font-semibold text-ink-900", cell: (p) => p.code },
          { id: "discount", header: "Discount", cell: (p) => discountWords(p, money) },
          {
            id: "conditions",
            header: "Conditions",
            className: "text-xs text-ink-500",
            cell: (p) => `${conditionWords(p, money, t)}${scope === "admin" && p.sellerName ? ` · ${p.sellerName}` : ""}`,
          },
          { id: "used", header: "Used", className: "tabular-nums", cell: usageWords },
          { id: "status", header: "Status", cell: (p) => <StateBadge p={p} /> },
          { id: "actions", header: "Actions", headerClassName: "text-right", cell: actions },
        ]}
        card={(p) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <p className="font-mono font-semibold text-ink-900">{p.code}</p>
              <StateBadge p={p} />
            </div>
            <p className="text-sm text-ink-800">
              {discountWords(p, money)} · <span className="text-ink-500">Used {usageWords(p)}</span>
            </p>
            <p className="text-xs text-ink-500">{conditionWords(p, money, t)}</p>
            <div className="border-t border-ink-100 pt-2">{actions(p)}</div>
          </>
        )}
        cardClassName="gap-2"
        skeleton={<Skeleton className="h-48 w-full" />}
        errorText="Failed to load the discount codes"
        empty={
          <EmptyState
            icon={TicketPercent}
            title="No discount codes yet"
            description="Create a code for a percent or an amount off, or free shipping, with limits if you like."
            action={
              <Button variant="accent" onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-4" />
                New code
              </Button>
            }
          />
        }
        pagination={{ page, onPageChange: setPage }}
      />

      <Dialog open={creating} onClose={() => setCreating(false)} title="New discount code" size="lg">
        {creating && (
          <PromotionForm
            scope={scope}
            sellerNote={scope === "seller"}
            onCancel={() => setCreating(false)}
            onCreated={(saved) => {
              setCreating(false);
              showSuccess(`${saved.code} created`);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t("promoEditLabel", { code: editing.code }) : ""}
        size="lg"
      >
        {editing && (
          <PromotionForm
            key={editing.promotionId}
            scope={scope}
            editing={editing}
            sellerNote={scope === "seller"}
            onCancel={() => setEditing(null)}
            onCreated={(saved) => {
              setEditing(null);
              showSuccess(t("promoSaved", { code: saved.code }));
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete discount code"
        message={toDelete ? `Delete ${toDelete.code}? Nobody has used it yet.` : ""}
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

function StateBadge({ p }: { p: Promotion }) {
  const state = STATE[promotionState(p)];
  return <Badge tone={state.tone}>{state.label}</Badge>;
}
