import type { Category, Facets } from "@shop/contract";
import { Check, X } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useHref } from "react-router";
import { buttonClasses, Checkbox, NoScriptSubmit, Skeleton } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";
import {
  hasActiveFilters,
  isOptionChosen,
  type ProductListState,
  withoutFilters,
  writeListState,
} from "../product-list-state";
import { CARRIED_BY_FILTER_FORM, HiddenFields, PriceInputs, readFilterForm, sameFilters } from "./filter-fields";

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
      <legend className="float-start mb-3 w-full text-sm font-semibold text-ink-900">{name}</legend>
      <div className="clear-start flex flex-col gap-2.5">
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

/** The categories as links (single choice; choosing the chosen one again clears it); skeletons while they load. */
function CategoryLinks({
  categories,
  loading,
  chosen,
  hrefOf,
}: {
  categories: readonly Category[];
  loading?: boolean;
  chosen: number | undefined;
  hrefOf: FilterSidebarProps["hrefOf"];
}) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1">
      {categories.map((category) => {
        const selected = chosen === category.categoryId;
        return (
          <li key={category.categoryId}>
            <Link
              to={hrefOf({ category: selected ? undefined : category.categoryId, search: undefined, options: [] })}
              preventScrollReset
              aria-current={selected ? "true" : undefined}
              className={cn(
                "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm transition-colors",
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
  // With the page's language prefix, for the form sent without the app (decision 0045).
  const productsHref = useHref("/products");
  const t = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters = readFilterForm(event.currentTarget, state.options);
    if (!sameFilters(filters, state)) onChange(filters);
  }

  const params = writeListState({ ...state, page: 0 });
  const facetOptions = facets?.options.filter((option) => option.values.length > 0) ?? [];

  return (
    <div className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card">
      {/* A shop without categories has no Category block to show (an empty one reads as broken). */}
      {(categoriesLoading || categories.length > 0) && (
        <Section title={t("filter.category")}>
          <CategoryLinks categories={categories} loading={categoriesLoading} chosen={state.category} hrefOf={hrefOf} />
        </Section>
      )}
      <form ref={formRef} method="get" action={productsHref} onSubmit={submit}>
        <HiddenFields params={params} keys={CARRIED_BY_FILTER_FORM} />
        <div className="divide-y divide-ink-100 border-t border-ink-100 [&>*:first-child]:pt-5">
          <Section title={t("filter.price")}>
            <PriceInputs minPrice={state.minPrice} maxPrice={state.maxPrice} onChange={onChange} />
          </Section>
          <Section title={t("filter.availability")}>
            <div className="flex flex-col gap-2.5">
              <Checkbox
                label={t("filter.inStock")}
                name="inStock"
                value="true"
                checked={state.inStock}
                onChange={(e) => onChange({ inStock: e.target.checked })}
              />
              <Checkbox
                label={t("filter.onSale")}
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
          {facetsError && <p className="pt-5 text-xs text-ink-500">{t("filter.facetsFailed")}</p>}
        </div>
        <NoScriptSubmit
          label={t("filter.apply")}
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
          {t("filter.clearAll")}
        </Link>
      )}
    </div>
  );
}
