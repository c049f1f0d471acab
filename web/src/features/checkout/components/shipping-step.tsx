import type { Address, AddressInput } from "@shop/contract";
import { ArrowLeft, ArrowRight, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { AddressLines, Alert, Button, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useCheckoutT } from "../../../lib/area-texts";
import { AddressForm, useAddresses, useCreateAddress } from "../../account";
import { StepError } from "./step-error";

export interface ShippingStepProps {
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  /** Continues with the selection, or with the address just saved from the form. */
  onContinue: (saved?: Address) => void;
  onBack: () => void;
  error: string | null;
  /** Why the shop cannot ship to an address (no shipping zone has its country), or null. */
  notShippedTo?: (address: Address) => string | null;
}

const FORM_ID = "checkout-address-form";

/** Whether the shopper has typed anything into the new-address form. */
function formHasInput(): boolean {
  const form = document.getElementById(FORM_ID);
  if (!(form instanceof HTMLFormElement)) return false;
  return Array.from(form.elements).some((el) => el instanceof HTMLInputElement && el.value.trim() !== "");
}

/**
 * Step 1: choose a saved address or add one; the new address becomes the selection. "Continue to
 * Payment" with the form open and filled saves that address and goes on with it.
 */
export function ShippingStep({ selectedId, onSelect, onContinue, onBack, error, notShippedTo }: ShippingStepProps) {
  const addresses = useAddresses();
  const t = useCheckoutT();
  const create = useCreateAddress();
  const [adding, setAdding] = useState(false);
  const continueAfterSave = useRef(false);
  const list = addresses.data ?? [];
  const showForm = adding || (addresses.isSuccess && list.length === 0);

  async function add(input: AddressInput) {
    const goOn = continueAfterSave.current;
    continueAfterSave.current = false;
    const created: Address = await create.mutateAsync(input);
    onSelect(created.addressId);
    setAdding(false);
    if (goOn) onContinue(created);
  }

  function continueToPayment() {
    const form = document.getElementById(FORM_ID);
    if (showForm && form instanceof HTMLFormElement && (list.length === 0 || formHasInput())) {
      continueAfterSave.current = true;
      form.requestSubmit();
      return;
    }
    onContinue();
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 data-step-heading tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          {t("shippingStep.heading")}
        </h2>
        <p className="text-sm text-ink-500">{t("shippingStep.intro")}</p>
      </div>

      {addresses.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : addresses.isError ? (
        <Alert kind="error">{errorMessage(addresses.error, t("fallback.fetchAddresses"))}</Alert>
      ) : (
        list.length > 0 && (
          <fieldset>
            <legend className="sr-only">{t("shippingStep.choose")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {list.map((address) => {
                const checked = address.addressId === selectedId;
                const notShipped = notShippedTo?.(address);
                return (
                  <label
                    key={address.addressId}
                    className={cn(
                      "flex cursor-pointer gap-3 rounded-card border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
                      checked ? "border-ink-900 ring-1 ring-ink-900" : "border-ink-200 hover:border-ink-300",
                    )}
                  >
                    <input
                      type="radio"
                      name="shipping-address"
                      value={address.addressId}
                      checked={checked}
                      onChange={() => onSelect(address.addressId)}
                      className="mt-1 size-4 shrink-0 accent-ink-900"
                    />
                    <div className="min-w-0">
                      <AddressLines address={address} />
                      {notShipped && <p className="mt-2 text-sm font-medium text-red-700">{notShipped}</p>}
                    </div>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )
      )}

      {showForm ? (
        <div className="rounded-card border border-ink-200 bg-ink-50/60 p-4 sm:p-5">
          <h3 className="mb-4 text-base font-semibold text-ink-900">{t("shippingStep.addNew")}</h3>
          <AddressForm
            idPrefix="checkout-address"
            formId={FORM_ID}
            onSubmit={add}
            onInvalid={() => {
              continueAfterSave.current = false;
            }}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            submitLabel={t("shippingStep.saveAndUse")}
            errorFallback={t("fallback.addAddress")}
          />
        </div>
      ) : (
        addresses.isSuccess && (
          <div>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t("shippingStep.addNew")}
            </Button>
          </div>
        )
      )}

      <StepError message={error} />

      <StepNav
        onBack={onBack}
        backLabel={t("shippingStep.backToCart")}
        onContinue={continueToPayment}
        continueLabel={t("shippingStep.toPayment")}
      />
    </div>
  );
}

export function StepNav({
  onBack,
  backLabel,
  onContinue,
  continueLabel,
}: {
  onBack: () => void;
  backLabel: string;
  onContinue: () => void;
  continueLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {backLabel}
      </Button>
      <Button onClick={onContinue}>
        {continueLabel}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Button>
    </div>
  );
}
