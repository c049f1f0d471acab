import { type CashCollector, type MarketplaceSettings, marketplaceSettingsInput } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui";
import { isApiError } from "../../../lib/api-client";
import { RadioChoice } from "./radio-choice";
import { CommissionPercentInput } from "./commission-percent-input";

const CASH_CHOICES = [
  {
    value: "platform",
    label: "The shop",
    hint: "The shop's courier account collects cash on delivery and pays the sellers.",
  },
  {
    value: "seller",
    label: "Each seller",
    hint: "Each seller's courier collects the cash for their part; sellers owe the shop its commission.",
  },
] as const satisfies readonly { value: CashCollector; label: string; hint: string }[];

/** The default commission and who collects cash on delivery; orders placed afterwards use them. */
export function MarketplaceSettingsForm({
  settings,
  onSave,
}: {
  settings: MarketplaceSettings;
  onSave: (settings: MarketplaceSettings) => Promise<unknown>;
}) {
  const [percent, setPercent] = useState(String(settings.commissionPercent));
  const [cash, setCash] = useState<CashCollector>(settings.cashCollectedBy);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = marketplaceSettingsInput.safeParse({
      commissionPercent: percent.trim() === "" ? undefined : Number(percent),
      cashCollectedBy: cash,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.commissionPercent) setError(err.fieldErrors.commissionPercent);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="marketplace-heading"
      className="flex flex-col gap-4 rounded-card border border-ink-200/70 bg-white p-5 shadow-card"
    >
      <div>
        <h2 id="marketplace-heading" className="text-lg font-semibold text-ink-900">
          Marketplace terms
        </h2>
        <p className="text-sm text-ink-500">
          Orders placed after a change use the new terms; earlier orders keep theirs.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <CommissionPercentInput
          value={percent}
          onChange={(e) => {
            setPercent(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint="The default for every seller, 0 to 100"
        />
        <RadioChoice
          legend="Who collects cash on delivery"
          name="cash"
          value={cash}
          options={CASH_CHOICES}
          onChange={setCash}
        />
      </div>
      <Button type="submit" loading={saving} className="self-end">
        Save terms
      </Button>
    </form>
  );
}
