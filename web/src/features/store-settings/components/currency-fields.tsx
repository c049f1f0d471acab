import { CURRENCY_CODES, countryCodes, MSG } from "@shop/contract";
import { useMemo } from "react";
import { Select } from "../../../components/ui";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";

/** "JPY — Japanese Yen", "DE — Germany": codes with their English names, as `Intl` knows them. */
function named(codes: readonly string[], type: "currency" | "region"): { code: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type, fallback: "code" });
  return codes.map((code) => ({ code, label: `${code} — ${names.of(code) ?? code}` }));
}

/** The shop's currency (ISO 4217) and country (ISO 3166-1) pickers (docs/product/api.md, "Money"). */
export function CurrencyFields({ error, field }: Pick<SettingsPartProps, "error" | "field">) {
  const currencies = useMemo(() => named(CURRENCY_CODES, "currency"), []);
  const countries = useMemo(
    () => named(countryCodes(), "region").sort((a, b) => a.label.localeCompare(b.label, "en")),
    [],
  );
  return (
    <Section title={MSG.currencySection} description={MSG.currencySectionText}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={MSG.currencyLabel} hint={MSG.currencyHint} error={error("currency")} {...field("currency")}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </Select>
        <Select label={MSG.countryLabel} error={error("country")} {...field("country")}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
    </Section>
  );
}
