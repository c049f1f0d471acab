import type { SellerOrder } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useState } from "react";
import { Button, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { correctTracking } from "../api/update-seller-order-status";
import { sellerKeys, useRefreshSellerData } from "../query-keys";

/** The most characters of a tracking number (the server's rule, packages/contract schemas/orders.ts). */
const TRACKING_MAX = 40;

/**
 * "Correct tracking number" of the seller's shipped part (docs/decisions/0058-correcting-a-tracking-number.md):
 * a one-field form in place, Escape or "Keep the number" leaves it; the server's refusal is shown under
 * the field; once saved the part as it is now goes to `onFixed` and the details and lists are read again.
 */
export function TrackingFix({ order, onFixed }: { order: SellerOrder; onFixed: (order: SellerOrder) => void }) {
  const t = useBackOfficeT();
  const queryClient = useQueryClient();
  const refresh = useRefreshSellerData();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(order.trackingNumber ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  /** A blank number is refused here, before the server is asked. */
  const checked = (text: string) => (text.trim() === "" ? t("trackingNumberRequired") : null);
  // The field takes the focus when the form opens (a stable ref: once, as it mounts), so the keyboard
  // goes on where the button was.
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const mutation = useMutation({
    mutationFn: (trackingNumber: string) => correctTracking(order.orderId, trackingNumber),
    onSuccess: (answer) => {
      setEditing(false);
      onFixed(answer);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.order(answer.orderId) });
      void refresh();
    },
  });
  const close = () => {
    setEditing(false);
    setProblem(null);
    mutation.reset();
  };
  if (!editing) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          setValue(order.trackingNumber ?? "");
          setEditing(true);
        }}
      >
        {t("trackingFixButton")}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checked(value);
    setProblem(invalid);
    if (!invalid) mutation.mutate(value.trim());
  };
  const refused = mutation.isError ? errorMessage(mutation.error, t("fallback.updateOrderStatus")) : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex w-full max-w-sm flex-col gap-2"
      onKeyDown={(e) => {
        // Escape leaves the form, not the order's details.
        if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
      }}
    >
      <Input
        label={t("office.shipmentTracking")}
        ref={focusOnOpen}
        required
        maxLength={TRACKING_MAX}
        autoComplete="off"
        value={value}
        error={problem ?? refused ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          if (problem) setProblem(checked(e.target.value));
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={mutation.isPending}>
          {t("trackingFixSave")}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={close}>
          {t("trackingFixCancel")}
        </Button>
      </div>
    </form>
  );
}
