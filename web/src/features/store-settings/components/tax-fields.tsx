import { useId } from "react";
import { Input } from "../../../components/ui";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * Who issues invoices (docs/decisions/0040-invoices-issued-by-sellers.md): native radios in a fieldset,
 * so arrow keys move the choice and the legend and hint name the group.
 */
function InvoiceIssuerField({ error, field }: Pick<SettingsPartProps, "error" | "field">) {
  const t = useBackOfficeT();
  const id = useId();
  const message = error("invoiceIssuer");
  const options = [
    { value: "shop", label: t("invoiceIssuerShop") },
    { value: "seller", label: t("invoiceIssuerSeller") },
  ] as const;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
      aria-invalid={message ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink-800">{t("invoiceIssuerLabel")}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-ink-200 px-3 py-2 text-sm text-ink-900 hover:border-ink-300 has-[:checked]:border-ink-900 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className="size-4 shrink-0 accent-brand-600"
              {...field("invoiceIssuer")}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {t("invoiceIssuerHint")}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** Whether prices include tax, the shop's tax ID and who issues invoices (docs/decisions/0036-taxes.md, 0040). */
export function TaxFields({ error, field }: Pick<SettingsPartProps, "error" | "field">) {
  const t = useBackOfficeT();
  const id = useId();
  return (
    <Section title={t("taxSection")} description={t("taxSectionText")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            {...field("pricesIncludeTax")}
          />
          <label htmlFor={id} className="text-sm font-medium text-ink-800">
            {t("pricesIncludeTaxLabel")}
          </label>
        </div>
        <Input
          label={t("taxIdLabel")}
          autoComplete="off"
          maxLength={40}
          hint={t("taxIdHint")}
          error={error("taxId")}
          {...field("taxId")}
        />
      </div>
      <InvoiceIssuerField error={error} field={field} />
    </Section>
  );
}
