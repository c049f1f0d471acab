import type { Category } from "@shop/contract";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, Checkbox, controlClasses, Skeleton } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { hasActiveFilters, type ProductListState } from "../product-list-state";

const PRICE_DEBOUNCE_MS = 500;

/** Digits only (docs/product/storefront.md §5 "Price filter"). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "").slice(0, 7);

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
    <section className="border-b border-ink-100 py-5 first:pt-0 last:border-b-0 last:pb-0">
      <h2 className="mb-3 text-sm font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

export interface FilterSidebarProps {
  state: ProductListState;
  categories: readonly Category[];
  categoriesLoading?: boolean;
  onChange: (change: Partial<ProductListState>) => void;
  onClear: () => void;
}

/** Category (single choice; choosing it again clears it), price range, In Stock, On Sale. */
export function FilterSidebar({ state, categories, categoriesLoading, onChange, onClear }: FilterSidebarProps) {
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
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() =>
                      onChange({ category: selected ? undefined : category.categoryId, search: undefined })
                    }
                    className={cn(
                      "flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors",
                      selected ? "bg-ink-900 font-medium text-white" : "text-ink-700 hover:bg-ink-100",
                    )}
                  >
                    <span className="truncate">{category.categoryName}</span>
                    {selected && <Check aria-hidden="true" className="size-4 shrink-0" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section title="Price">
        <PriceInputs minPrice={state.minPrice} maxPrice={state.maxPrice} onChange={onChange} />
      </Section>
      <Section title="Availability">
        <div className="flex flex-col gap-2.5">
          <Checkbox
            label="In Stock"
            checked={state.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
          />
          <Checkbox label="On Sale" checked={state.onSale} onChange={(e) => onChange({ onSale: e.target.checked })} />
        </div>
      </Section>
      {hasActiveFilters(state) && (
        <Button variant="ghost" size="sm" onClick={onClear} className="mt-4 w-full">
          <X aria-hidden="true" className="size-4" />
          Clear all filters
        </Button>
      )}
    </div>
  );
}
