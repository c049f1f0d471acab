import type { Promotion } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, TicketPercent, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Badge,
  type BadgeTone,
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  NextPageLoading,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  useClampedPage,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { PHONE_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { deletePromotion } from "../api/delete-promotion";
import { usePromotions } from "../api/get-promotions";
import { updatePromotion } from "../api/update-promotion";
import { type PromotionScope, promotionKeys } from "../query-keys";
import { PromotionForm } from "./promotion-form";
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
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const query = usePromotions(scope, page);
  useClampedPage(page, setPage, query.data?.totalPages);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Promotion | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(user?.id, scope) });

  const toggle = useMutation({
    mutationFn: (p: Promotion) => updatePromotion(scope, p.promotionId, { active: !p.active }),
    onSuccess: (saved) => {
      showSuccess(`${saved.code} is now ${saved.active ? "active" : "inactive"}`);
      void refresh();
    },
    onError: (error) => showError(errorMessage(error, "The code could not be changed")),
  });
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

  const codes = query.data?.content ?? [];
  const actions = (p: Promotion) => (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${p.active ? "Deactivate" : "Activate"} ${p.code}`}
        loading={toggle.isPending && toggle.variables?.promotionId === p.promotionId}
        onClick={() => toggle.mutate(p)}
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

      {query.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : query.isError && !query.data ? (
        <Alert kind="error">{errorMessage(query.error, "Failed to load the discount codes")}</Alert>
      ) : codes.length === 0 ? (
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
      ) : (
        <NextPageLoading query={query}>
          {phone ? (
            <ul aria-label="Discount codes" className="flex flex-col gap-3">
              {codes.map((p) => (
                <li
                  key={p.promotionId}
                  className="flex flex-col gap-2 rounded-card border border-ink-200/70 bg-white p-4 shadow-card"
                >
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-mono font-semibold text-ink-900">{p.code}</p>
                    <StateBadge p={p} />
                  </div>
                  <p className="text-sm text-ink-800">
                    {discountWords(p)} · <span className="text-ink-500">Used {usageWords(p)}</span>
                  </p>
                  <p className="text-xs text-ink-500">{conditionWords(p)}</p>
                  <div className="border-t border-ink-100 pt-2">{actions(p)}</div>
                </li>
              ))}
            </ul>
          ) : (
            <Table aria-label="Discount codes">
              <TableHead>
                <tr>
                  <TableHeaderCell>Code</TableHeaderCell>
                  <TableHeaderCell>Discount</TableHeaderCell>
                  <TableHeaderCell>Conditions</TableHeaderCell>
                  <TableHeaderCell>Used</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell className="text-right">Actions</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {codes.map((p) => (
                  <TableRow key={p.promotionId}>
                    <TableCell className="font-mono font-semibold text-ink-900">{p.code}</TableCell>
                    <TableCell>{discountWords(p)}</TableCell>
                    <TableCell className="text-xs text-ink-500">
                      {conditionWords(p)}
                      {scope === "admin" && p.sellerName ? ` · ${p.sellerName}` : ""}
                    </TableCell>
                    <TableCell className="tabular-nums">{usageWords(p)}</TableCell>
                    <TableCell>
                      <StateBadge p={p} />
                    </TableCell>
                    <TableCell>{actions(p)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </NextPageLoading>
      )}
      <Pagination mode="full" page={page} totalPages={query.data?.totalPages ?? 0} onPageChange={setPage} />

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
