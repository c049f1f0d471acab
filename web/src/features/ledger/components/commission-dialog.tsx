import { type SellerAccount, sellerCommissionInput } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { Alert, Button, Checkbox, Dialog } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { setSellerCommission } from "../api/set-seller-commission";
import { CommissionPercentInput } from "./commission-percent-input";

/** A seller's own commission rate, or back to the shop's default. */
export function CommissionDialog({
  seller,
  defaultPercent,
  onClose,
  onSaved,
}: {
  seller: SellerAccount | null;
  defaultPercent: number | undefined;
  onClose: () => void;
  onSaved: (seller: SellerAccount) => void;
}) {
  return (
    <Dialog
      open={seller !== null}
      onClose={onClose}
      size="sm"
      title="Commission rate"
      description={seller ? `For ${seller.displayName || seller.username}` : undefined}
    >
      {seller && (
        <CommissionForm
          key={seller.sellerId}
          seller={seller}
          defaultPercent={defaultPercent}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function CommissionForm({
  seller,
  defaultPercent,
  onClose,
  onSaved,
}: {
  seller: SellerAccount;
  defaultPercent: number | undefined;
  onClose: () => void;
  onSaved: (seller: SellerAccount) => void;
}) {
  const [useDefault, setUseDefault] = useState(seller.ownCommissionPercent === null);
  const [percent, setPercent] = useState(String(seller.ownCommissionPercent ?? seller.commissionPercent));
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sellerCommissionInput.safeParse({
      percent: useDefault ? null : percent.trim() === "" ? undefined : Number(percent),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setFormError(undefined);
    setSaving(true);
    try {
      onSaved(await setSellerCommission(seller.sellerId, parsed.data.percent));
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.percent) setError(err.fieldErrors.percent);
      else setFormError(errorMessage(err, "The rate could not be saved"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <Checkbox
        label={`Use the shop's default${defaultPercent !== undefined ? ` (${defaultPercent}%)` : ""}`}
        checked={useDefault}
        onChange={(e) => setUseDefault(e.target.checked)}
      />
      {!useDefault && (
        <CommissionPercentInput
          value={percent}
          onChange={(e) => {
            setPercent(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint="Applies to orders placed from now on"
          data-autofocus
        />
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save rate
        </Button>
      </div>
    </form>
  );
}
