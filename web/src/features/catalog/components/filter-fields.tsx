/**
 * The filter form's fields and how the page reads it (decision 0025): the hidden fields that ride
 * along, the price inputs, and the choices read from the form once the app runs.
 */
import { useEffect, useId, useRef, useState } from "react";
import { controlClasses } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";
import { useMoney } from "../../../lib/shop-settings";
import type { ProductListState } from "../product-list-state";

const PRICE_DEBOUNCE_MS = 500;

/** Digits only (docs/product/storefront.md §5 "Price filter"). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "").slice(0, 7);

/** The URL parameters the filter form does not show as controls, carried along as hidden fields. */
export const CARRIED_BY_FILTER_FORM = ["search", "category", "sortBy", "sortOrder"];

/** Hidden fields for the list state a GET form keeps (decision 0025): the form leads to the same URL the app would. */
export function HiddenFields({ params, keys }: { params: URLSearchParams; keys: readonly string[] }) {
  return (
    <>
      {[...params].map(([name, value]) =>
        keys.includes(name) ? <input key={`${name}=${value}`} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

type FormFilters = Pick<ProductListState, "minPrice" | "maxPrice" | "inStock" | "onSale" | "options">;

/**
 * What the filter form's controls hold now (typed or ticked before the app ran, too). Option values
 * without a box in the form (the facets not loaded yet, or failed) stay as the state has them.
 */
export function readFilterForm(form: HTMLFormElement, current: readonly string[]): FormFilters {
  const data = new FormData(form);
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="option"]')];
  const shown = new Set(boxes.map((box) => box.value.toLowerCase()));
  const kept = current.filter((option) => !shown.has(option.toLowerCase()));
  const price = (name: string) => {
    const digits = digitsOnly(String(data.get(name) ?? ""));
    return digits === "" ? undefined : Number(digits);
  };
  return {
    minPrice: price("minPrice"),
    maxPrice: price("maxPrice"),
    inStock: data.get("inStock") === "true",
    onSale: data.get("onSale") === "true",
    options: [...kept, ...data.getAll("option").map(String)],
  };
}

const optionKey = (options: readonly string[]) =>
  options
    .map((o) => o.toLowerCase())
    .sort()
    .join("|");

export function sameFilters(a: FormFilters, b: FormFilters): boolean {
  return (
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice &&
    a.inStock === b.inStock &&
    a.onSale === b.onSale &&
    optionKey(a.options) === optionKey(b.options)
  );
}

export function PriceInputs({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice?: number;
  maxPrice?: number;
  onChange: (change: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const t = useT();
  const money = useMoney();
  const [min, setMin] = useState(minPrice?.toString() ?? "");
  const [max, setMax] = useState(maxPrice?.toString() ?? "");
  const minId = useId();
  const maxId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL wins when it changes from outside (back/forward, "Clear all").
  useEffect(() => setMin(minPrice?.toString() ?? ""), [minPrice]);
  useEffect(() => setMax(maxPrice?.toString() ?? ""), [maxPrice]);

  useEffect(() => {
    const nextMin = min === "" ? undefined : Number(min);
    const nextMax = max === "" ? undefined : Number(max);
    if (nextMin === minPrice && nextMax === maxPrice) return;
    const timer = setTimeout(() => onChangeRef.current({ minPrice: nextMin, maxPrice: nextMax }), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [min, max, minPrice, maxPrice]);

  // Room for the shop's symbol: "$", or "US$" and "KWD" in another language.
  const inputClasses = cn(controlClasses, "h-10", money.symbol.length > 1 ? "ps-11" : "ps-6");
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={minId} className="mb-1 block text-xs font-medium text-ink-600">
          {t("filter.minPrice")}
        </label>
        <div className="relative">
          <span aria-hidden="true" className="absolute start-2.5 top-1/2 -translate-y-1/2 text-sm text-ink-400">
            {money.symbol}
          </span>
          <input
            id={minId}
            name="minPrice"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="0"
            value={min}
            onChange={(event) => setMin(digitsOnly(event.target.value))}
            className={inputClasses}
          />
        </div>
      </div>
      <div>
        <label htmlFor={maxId} className="mb-1 block text-xs font-medium text-ink-600">
          {t("filter.maxPrice")}
        </label>
        <div className="relative">
          <span aria-hidden="true" className="absolute start-2.5 top-1/2 -translate-y-1/2 text-sm text-ink-400">
            {money.symbol}
          </span>
          <input
            id={maxId}
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder={t("filter.anyPrice")}
            value={max}
            onChange={(event) => setMax(digitsOnly(event.target.value))}
            className={inputClasses}
          />
        </div>
      </div>
    </div>
  );
}
