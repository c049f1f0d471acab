import { type Language, LANGUAGE_NAMES, SHIPPED_LANGUAGES } from "@shop/contract";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useId } from "react";
import { Badge, Button } from "../../../components/ui";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * The languages the shop offers, in order, the first the default (docs/decisions/0045-languages-and-
 * messages.md): a checkbox per language Marigold ships, offered ones first in their order, each
 * with buttons to move it (the first is the default, so "Make … the default" moves it to the top).
 */
export function LanguageFields({ form, error }: Pick<SettingsPartProps, "form" | "error">) {
  const t = useBackOfficeT();
  const id = useId();
  const offered = form.watch("languages") ?? [];
  const message = error("languages") ?? offered.map((_, i) => error(`languages.${i}`)).find(Boolean);
  const rest = SHIPPED_LANGUAGES.filter((code) => !offered.includes(code));
  const set = (next: Language[]) => {
    form.clearErrors("languages");
    form.setValue("languages", next, { shouldDirty: true });
  };
  const move = (from: number, to: number) => {
    const next = [...offered];
    const [code] = next.splice(from, 1);
    if (code) next.splice(to, 0, code);
    set(next);
  };
  const toggle = (code: Language, checked: boolean) =>
    set(checked ? [...offered, code] : offered.filter((c) => c !== code));

  return (
    <Section title={t("languagesSection")} description={t("languagesSectionText")}>
      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={message ? `${id}-error` : undefined}
        aria-invalid={message ? true : undefined}
      >
        <legend className="sr-only">{t("languagesOffered")}</legend>
        <ol className="flex flex-col gap-2">
          {[...offered, ...rest].map((code, index) => {
            const isOffered = index < offered.length;
            const name = LANGUAGE_NAMES[code];
            return (
              <li
                key={code}
                className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-ink-200 px-3 py-1.5"
              >
                <input
                  id={`${id}-${code}`}
                  type="checkbox"
                  checked={isOffered}
                  onChange={(e) => toggle(code, e.currentTarget.checked)}
                  className="size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                />
                <label htmlFor={`${id}-${code}`} className="flex-1 text-sm font-medium text-ink-900">
                  <span lang={code}>{name}</span> <span className="text-ink-500">({code})</span>
                </label>
                {isOffered && index === 0 && <Badge tone="brand">{t("languagesDefault")}</Badge>}
                {isOffered && index > 0 && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => move(index, 0)}>
                    {t("languagesMakeDefault", { language: name })}
                  </Button>
                )}
                {isOffered && (
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={t("languagesMoveUp", { language: name })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={t("languagesMoveDown", { language: name })}
                      disabled={index === offered.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
      </fieldset>
    </Section>
  );
}
