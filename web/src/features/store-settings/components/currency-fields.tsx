import { CURRENCY_CODES, countryCodes } from "@shop/contract";
import { useMemo } from "react";
import { Select } from "../../../components/ui";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useLanguage } from "../../../lib/i18n";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";

/** "JPY — Japanese Yen", "DE — Germany": codes with their names in the page's language, as `Intl` knows them. */
function named(
  codes: readonly string[],
  type: "currency" | "region",
  language: string,
): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type, fallback: "code" });
  return codes.map((code) => ({ code, label: `${code} — ${names.of(code) ?? code}` }));
}

/** The shop's currency (ISO 4217) and country (ISO 3166-1) pickers (docs/product/api.md, "Money"). */
export function CurrencyFields({ error, field }: Pick<SettingsPartProps, "error" | "field">) {
  const t = useBackOfficeT();
  const language = useLanguage();
  const currencies = useMemo(() => named(CURRENCY_CODES, "currency", language), [language]);
  const countries = useMemo(
    () => named(countryCodes(), "region", language).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  return (
    <Section title={t("currencySection")} description={t("currencySectionText")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t("currencyLabel")} hint={t("currencyHint")} error={error("currency")} {...field("currency")}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </Select>
        <Select label={t("countryLabel")} error={error("country")} {...field("country")}>
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
