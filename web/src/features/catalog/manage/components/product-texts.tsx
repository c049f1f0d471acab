import { LANGUAGE_NAMES, type Language } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { type ReactNode, useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input, Textarea } from "../../../../components/ui";
import { TabPanel, Tabs } from "../../../../components/ui/tabs";
import { useShopSettings } from "../../../../lib/shop-settings";
import type { ProductFormOutput, ProductFormValues } from "./product-form-schema";

/**
 * The product's name and description per offered language (docs/decisions/0054-texts-per-language.md):
 * a tab per language, the default's with the product's own fields (`main`), each other with its
 * translation, and how many languages have a name ("2 of 4 languages"). A shop of one language
 * shows the fields alone, as before. Every panel stays in the form (hidden), so a tab's text is kept
 * and sent when another tab is open.
 */
export function ProductTexts({
  form,
  main,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
  main: ReactNode;
}) {
  const { languages } = useShopSettings();
  const idPrefix = useId().replaceAll(":", "");
  const [tab, setTab] = useState<Language>(languages[0] ?? "en");
  if (languages.length < 2) return <>{main}</>;
  const [first, ...others] = languages;
  const values = form.watch();
  const written = (code: Language) =>
    (code === first ? values.productName : values.translations?.[code]?.productName)?.trim();
  const done = languages.filter(written).length;
  const { errors } = form.formState;
  const tabs = languages.map((code) => ({
    value: code,
    label: `${LANGUAGE_NAMES[code]}${written(code) ? " ✓" : ""}`,
  }));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="flex w-full flex-wrap items-baseline justify-between gap-2 text-sm font-medium text-ink-800">
        <span>{MSG.translationsLabel}</span>
        <span className="font-normal text-ink-600" aria-live="polite">
          {MSG.translationsDone(done, languages.length)}
        </span>
      </legend>
      <Tabs label={MSG.translationsLabel} idPrefix={idPrefix} tabs={tabs} value={tab} onValueChange={setTab} />
      <TabPanel idPrefix={idPrefix} value={first ?? "en"} className={tab === first ? "pt-3" : "hidden"}>
        <div className="flex flex-col gap-4">{main}</div>
      </TabPanel>
      {others.map((code) => {
        const name = LANGUAGE_NAMES[code];
        const own = errors.translations?.[code];
        return (
          <TabPanel key={code} idPrefix={idPrefix} value={code} className={tab === code ? "pt-3" : "hidden"}>
            <div className="flex flex-col gap-4">
              <Input
                label={MSG.translationProductName(name)}
                hint={MSG.translationHint}
                error={own?.productName?.message ?? own?.message}
                {...form.register(`translations.${code}.productName`, {
                  onChange: () => form.clearErrors(`translations.${code}`),
                })}
              />
              <Textarea
                label={MSG.translationDescription(name)}
                rows={4}
                error={own?.description?.message}
                {...form.register(`translations.${code}.description`, {
                  onChange: () => form.clearErrors(`translations.${code}.description`),
                })}
              />
            </div>
          </TabPanel>
        );
      })}
    </fieldset>
  );
}
