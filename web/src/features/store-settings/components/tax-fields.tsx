import { MSG } from "@shop/contract/messages/back-office";
import { useId } from "react";
import { Input } from "../../../components/ui";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";

/** Whether prices include tax, and the shop's tax ID for its invoices (docs/decisions/0036-taxes.md). */
export function TaxFields({ error, field }: Pick<SettingsPartProps, "error" | "field">) {
  const id = useId();
  return (
    <Section title={MSG.taxSection} description={MSG.taxSectionText}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            {...field("pricesIncludeTax")}
          />
          <label htmlFor={id} className="text-sm font-medium text-ink-800">
            {MSG.pricesIncludeTaxLabel}
          </label>
        </div>
        <Input
          label={MSG.taxIdLabel}
          autoComplete="off"
          maxLength={40}
          hint={MSG.taxIdHint}
          error={error("taxId")}
          {...field("taxId")}
        />
      </div>
    </Section>
  );
}
