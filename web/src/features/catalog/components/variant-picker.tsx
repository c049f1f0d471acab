import { useHref } from "react-router";
import type { Product } from "@shop/contract";
import { useEffect, useRef } from "react";
import { buttonClasses, NoScriptSubmit } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";
import { type Selection, type ValueState, valueState } from "../variant-choice";

export interface VariantPickerProps {
  product: Product;
  selection: Selection;
  onChoose: (values: Selection) => void;
}

/** The values checked in the picker's form, by option name. */
const checkedIn = (form: HTMLFormElement | null) => Object.fromEntries(new FormData(form ?? undefined)) as Selection;

/**
 * Each option of a product as a group of choices: a fieldset of native radios drawn as chips, so
 * Tab reaches the group and the arrow keys move within it. A value that is sold out (or does not
 * exist) with the other choices is struck through and says so to screen readers, yet stays
 * choosable: choosing it lets the shopper change the other option to one that is in stock.
 *
 * The groups are a GET form to the product's own page, one parameter per option (?Size=M&Color=Blue),
 * so that without JavaScript a "Show this choice" button renders the choice on the server
 * (decision 0025); a choice tapped before the app ran is taken over when it does.
 */
export function VariantPicker({ product, selection, onChoose }: VariantPickerProps) {
  // With the page's language prefix, for the form sent without the app (decision 0045).
  const productHref = useHref(`/products/${product.productId}`);
  const t = useT();
  const stateText = (state: ValueState, value: string) =>
    state === "sold_out" ? t("product.valueSoldOut", { value }) : t("product.valueNotAvailable", { value });
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the page
  useEffect(() => {
    const early = checkedIn(form.current);
    if (Object.entries(early).some(([name, value]) => selection[name] !== value)) onChoose(early);
  }, []);
  if (product.options.length === 0) return null;
  return (
    <form
      ref={form}
      action={productHref}
      onSubmit={(event) => {
        // Some browsers submit on Enter in a radio group: with the app running, that is a choice.
        event.preventDefault();
        onChoose(checkedIn(event.currentTarget));
      }}
      className="flex flex-col gap-5"
    >
      {product.options.map((option) => {
        const name = option.name;
        const chosen = selection[option.name];
        return (
          <fieldset key={option.name} className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              {option.name}
              {chosen ? (
                <span className="font-normal text-ink-600">: {chosen}</span>
              ) : (
                <span className="sr-only"> {t("product.notChosen")}</span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const state = valueState(product, selection, option.name, value);
                const unavailable = state !== "in_stock";
                const checked = chosen === value;
                return (
                  <label key={value} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={name}
                      value={value}
                      checked={checked}
                      onChange={() => onChoose({ [name]: value })}
                      className="peer sr-only"
                      data-state={state}
                    />
                    <span
                      className={cn(
                        "flex h-11 min-w-11 items-center justify-center rounded-control border px-3.5 text-sm font-medium transition-colors",
                        "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                        checked && !unavailable && "border-ink-900 bg-ink-900 text-white",
                        !checked && !unavailable && "border-ink-200 bg-white text-ink-800 hover:border-ink-400",
                        unavailable && "text-ink-500 line-through decoration-ink-500",
                        unavailable && !checked && "border-dashed border-ink-200 bg-ink-50 hover:border-ink-400",
                        unavailable && checked && "border-2 border-ink-900 bg-white text-ink-600",
                      )}
                    >
                      {unavailable ? (
                        <>
                          <span aria-hidden="true">{value}</span>
                          <span className="sr-only">{stateText(state, value)}</span>
                        </>
                      ) : (
                        value
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <NoScriptSubmit label={t("product.showChoice")} className={buttonClasses({ variant: "secondary" })} />
    </form>
  );
}
