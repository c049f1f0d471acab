import type { Category, Facets } from "@shop/contract";
import { Check, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses, Checkbox, controlClasses, NoScriptSubmit, Skeleton } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import {
  hasActiveFilters,
  isOptionChosen,
  type ProductListState,
  withoutFilters,
  writeListState,
} from "../product-list-state";

const PRICE_DEBOUNCE_MS = 500;

/** Digits only (docs/product/storefront.md §5 "Price filter"). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "").slice(0, 7);

/** The URL parameters the filter form does not show as controls, carried along as hidden fields. */
const CARRIED_BY_FILTER_FORM = ["search", "category", "sortBy", "sortOrder"];

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

function PriceInputs({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice?: number;
  maxPrice?: number;
  onChange: (change: { minPrice?: number; maxPrice?: number }) => void;
}) {
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

  const inputClasses = cn(controlClasses, "h-10 pl-6");
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <label htmlFor={minId} className="mb-1 block text-xs font-medium text-ink-600">
          Min price
        </label>
        <div className="relative">
          <span aria-hidden="true" className="absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-ink-400">
            $
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
          Max price
        </label>
        <div className="relative">
          <span aria-hidden="true" className="absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-ink-400">
            $
          </span>
          <input
            id={maxId}
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="Any"
            value={max}
            onChange={(event) => setMax(digitsOnly(event.target.value))}
            className={inputClasses}
          />
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="py-5 first:pt-0 last:pb-0">
      <h2 className="mb-3 text-sm font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/** One option's values as checkboxes (`option=Name:Value`), with how many of the list's products have each. */
function FacetGroup({
  name,
  values,
  state,
  onToggle,
}: {
  name: string;
  values: Facets["options"][number]["values"];
  state: ProductListState;
  onToggle: (token: string, chosen: boolean) => void;
}) {
  return (
    <fieldset className="py-5 last:pb-0">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink-900">{name}</legend>
      <div className="clear-left flex flex-col gap-2.5">
        {values.map(({ value, count }) => {
          const token = `${name}:${value}`;
          return (
            <Checkbox
              key={value}
              name="option"
              value={token}
              checked={isOptionChosen(state, token)}
              onChange={(event) => onToggle(token, event.target.checked)}
              label={
                <>
                  <span>{value}</span>
                  <span className="text-xs text-ink-500 tabular-nums">({count})</span>
                </>
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}

export interface FilterSidebarProps {
  state: ProductListState;
  categories: readonly Category[];
  categoriesLoading?: boolean;
  /** The options of the list's products (GET /public/facets); undefined while they load. */
  facets?: Facets;
  facetsError?: boolean;
  onChange: (change: Partial<ProductListState>) => void;
  /** The URL of the list after a change (what a category link points to). */
  hrefOf: (change: Partial<ProductListState>) => string;
  /** The filter form, for the page to read what was chosen in it before the app ran. */
  formRef?: React.Ref<HTMLFormElement>;
}

/**
 * Category links (single choice; choosing it again clears it), then one GET form (decision 0025) with
 * the price range, In Stock, On Sale and the facets: without the app it is submitted with its button
 * and leads to the page the app would show; with the app each change applies at once (the page
 * applies a change made before the app ran when it starts, through `formRef`).
 */
export function FilterSidebar({
  state,
  categories,
  categoriesLoading,
  facets,
  facetsError,
  onChange,
  hrefOf,
  formRef,
}: FilterSidebarProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters = readFilterForm(event.currentTarget, state.options);
    if (!sameFilters(filters, state)) onChange(filters);
  }

  const params = writeListState({ ...state, page: 0 });
  const facetOptions = facets?.options.filter((option) => option.values.length > 0) ?? [];

  return (
    <div className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card">
      <Section title="Category">
        {categoriesLoading ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-1">
            {categories.map((category) => {
              const selected = state.category === category.categoryId;
              return (
                <li key={category.categoryId}>
                  <Link
                    to={hrefOf({
                      category: selected ? undefined : category.categoryId,
                      search: undefined,
                      options: [],
                    })}
                    preventScrollReset
                    aria-current={selected ? "true" : undefined}
                    className={cn(
                      "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors",
                      selected ? "bg-ink-900 font-medium text-white" : "text-ink-700 hover:bg-ink-100",
                    )}
                  >
                    <span className="truncate">{category.categoryName}</span>
                    {selected && <Check aria-hidden="true" className="size-4 shrink-0" />}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <form ref={formRef} method="get" action="/products" onSubmit={submit}>
        <HiddenFields params={params} keys={CARRIED_BY_FILTER_FORM} />
        <div className="divide-y divide-ink-100 border-t border-ink-100 [&>*:first-child]:pt-5">
          <Section title="Price">
            <PriceInputs minPrice={state.minPrice} maxPrice={state.maxPrice} onChange={onChange} />
          </Section>
          <Section title="Availability">
            <div className="flex flex-col gap-2.5">
              <Checkbox
                label="In Stock"
                name="inStock"
                value="true"
                checked={state.inStock}
                onChange={(e) => onChange({ inStock: e.target.checked })}
              />
              <Checkbox
                label="On Sale"
                name="onSale"
                value="true"
                checked={state.onSale}
                onChange={(e) => onChange({ onSale: e.target.checked })}
              />
            </div>
          </Section>
          {facetOptions.map((option) => (
            <FacetGroup
              key={option.name}
              name={option.name}
              values={option.values}
              state={state}
              onToggle={(token, chosen) => {
                const others = state.options.filter((o) => o.toLowerCase() !== token.toLowerCase());
                onChange({ options: chosen ? [...others, token] : others });
              }}
            />
          ))}
          {facetsError && (
            <p className="pt-5 text-xs text-ink-500">Size, colour and other choices could not be loaded.</p>
          )}
        </div>
        <NoScriptSubmit
          label="Apply filters"
          className={buttonClasses({ variant: "secondary", className: "mt-5 w-full" })}
        />
      </form>
      {hasActiveFilters(state) && (
        <Link
          to={hrefOf(withoutFilters(state))}
          preventScrollReset
          className={buttonClasses({ variant: "ghost", size: "sm", className: "mt-4 w-full" })}
        >
          <X aria-hidden="true" className="size-4" />
          Clear all filters
        </Link>
      )}
    </div>
  );
}
