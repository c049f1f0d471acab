/** The product list's sort form and the phone's filters toggle: a form and a link first (decision 0025). */
import { SORT_OPTIONS } from "@shop/contract";
import { SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, type RefObject, useId } from "react";
import { buttonClasses, controlClasses, NoScriptSubmit } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { DEFAULT_SORT, type ProductListState, sortValueOf, writeListState } from "../product-list-state";
import { HiddenFields } from "./filter-fields";

/** What the sort form carries beside its select: the list's other parameters (the page starts again). */
const CARRIED_BY_SORT_FORM = ["search", "category", "minPrice", "maxPrice", "inStock", "onSale", "option"];

/** A GET form to /products: sent with its button without the app, applied on change with it. */
export function SortForm({
  state,
  selectRef,
  onSort,
}: {
  state: ProductListState;
  selectRef: RefObject<HTMLSelectElement | null>;
  onSort: (value: string) => void;
}) {
  const sortId = useId();
  return (
    <form
      method="get"
      action="/products"
      className="flex items-center gap-2"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (selectRef.current) onSort(selectRef.current.value);
      }}
    >
      <HiddenFields params={writeListState({ ...state, ...DEFAULT_SORT, page: 0 })} keys={CARRIED_BY_SORT_FORM} />
      <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink-700">
        Sort by
      </label>
      <select
        ref={selectRef}
        id={sortId}
        name="sort"
        value={sortValueOf(state)}
        onChange={(event) => onSort(event.target.value)}
        className={cn(controlClasses, "h-10 w-full pr-8 sm:w-52")}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <NoScriptSubmit label="Sort" className={buttonClasses({ variant: "secondary" })} />
    </form>
  );
}

/** Shows and hides the filters below 768 px: a link to the panel (opened by CSS :target) until the app runs, then a toggle. */
export function FiltersToggle({
  panelId,
  open,
  hydrated,
  filterCount,
  onToggle,
}: {
  panelId: string;
  open: boolean;
  hydrated: boolean;
  filterCount: number;
  onToggle: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link to the panel until the app runs (decision 0025), a toggle after
    <a
      href={`#${panelId}`}
      role="button"
      className={buttonClasses({ variant: "secondary", className: "w-full md:hidden" })}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={panelId}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onToggle();
      }}
    >
      {open ? <X aria-hidden="true" className="size-4" /> : <SlidersHorizontal aria-hidden="true" className="size-4" />}
      {open ? "Hide filters" : "Show filters"}
      {filterCount > 0 && (
        <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-ink-950">{filterCount}</span>
      )}
    </a>
  );
}
