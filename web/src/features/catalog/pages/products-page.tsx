import { PAGE_SIZES, SORT_OPTIONS } from "@shop/contract";
import { PackageSearch, SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useHref, useSearchParams } from "react-router";
import { type StorefrontKey, useT } from "../../../lib/i18n";
import {
  Alert,
  buttonClasses,
  controlClasses,
  EmptyState,
  NoScriptSubmit,
  Page,
  PageHeader,
  Pagination,
  Skeleton,
  useClampedPage,
} from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api-client";
import { useHydrated } from "../../../lib/use-hydrated";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCategories } from "../api/get-categories";
import { useFacets } from "../api/get-facets";
import { productListFallback, useProducts } from "../api/get-products";
import { HiddenFields, readFilterForm, sameFilters } from "../components/filter-fields";
import { FilterSidebar } from "../components/filter-sidebar";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card";
import {
  activeFilterCount,
  changeListState,
  DEFAULT_SORT,
  hasActiveFilters,
  listHref,
  type ProductListState,
  productListParams,
  readListState,
  type SortValue,
  sortValueOf,
  writeListState,
} from "../product-list-state";

const gridClasses = "grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3";

/** What the sort form carries beside its select: the list's other parameters (the page starts again). */
const CARRIED_BY_SORT_FORM = ["search", "category", "minPrice", "maxPrice", "inStock", "onSale", "option"];
/** The id the filters' toggle points at: without the app, the link to #filters opens them (CSS :target). */
const FILTERS_ID = "filters";

/** Each sort's name in the page's language (the contract's `SORT_OPTIONS` label is its English). */
const SORT_LABELS = {
  "productId-asc": "sort.featured",
  "productId-desc": "sort.newest",
  "price-asc": "sort.priceAsc",
  "price-desc": "sort.priceDesc",
  "productName-asc": "sort.nameAsc",
  "productName-desc": "sort.nameDesc",
  "rating-desc": "sort.ratingDesc",
} as const satisfies Record<SortValue, StorefrontKey>;

const countLine = (t: ReturnType<typeof useT>, total: number) =>
  total === 0 ? t("noProducts") : t("showingProducts", { total });

export function ProductsPage() {
  // With the page's language prefix, for the form sent without the app (decision 0045).
  const productsHref = useHref("/products");
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();
  const resultsHeadingId = useId();
  const hydrated = useHydrated();
  const sortRef = useRef<HTMLSelectElement>(null);
  const filterFormRef = useRef<HTMLFormElement>(null);

  const categoriesQuery = useCategories({ pageSize: PAGE_SIZES.listCategories });
  // Only the shop's own categories: an empty shop's filter panel shows none.
  const categories = categoriesQuery.data?.content ?? [];

  const listParams = productListParams(state);
  const products = useProducts(listParams);
  // The facets of the same list (rendered on the server with the page, so hydration asks nothing).
  const { pageNumber, pageSize, sortBy, sortOrder, ...filters } = listParams;
  const facets = useFacets(filters);

  const categoryName =
    state.category === undefined
      ? undefined
      : (categories.find((c) => c.categoryId === state.category)?.categoryName ??
        products.data?.content[0]?.category?.categoryName);
  const title = state.search
    ? t("filter.searchResults", { search: state.search })
    : state.category !== undefined
      ? (categoryName ?? t("filter.products"))
      : t("allProducts");
  usePageTitle(title);

  function update(next: ProductListState, options?: { replace?: boolean }) {
    // flushSync: controlled checkboxes and buttons show their new state at once, not after the navigation settles.
    setSearchParams(writeListState(next), { replace: options?.replace, flushSync: true });
  }
  const change = (partial: Partial<ProductListState>) => update(changeListState(state, partial));
  const hrefOf = (partial: Partial<ProductListState>) => listHref(changeListState(state, partial));

  function applySort(value: string) {
    const option = SORT_OPTIONS.find((o) => o.value === (value as SortValue));
    if (option && (option.sortBy !== state.sortBy || option.sortOrder !== state.sortOrder))
      change({ sortBy: option.sortBy, sortOrder: option.sortOrder });
  }

  // A sort chosen, a box ticked or a price typed while the page waited for its scripts counts once they
  // have run (decision 0025): read from the forms, applied as one change after hydration has settled.
  // The sort form's own URL (sort=price-asc, sent without the app) becomes the canonical one in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the page
  useEffect(() => {
    // Read now: the first render after hydration puts the controls back to what the state says.
    let next = state;
    const sort = SORT_OPTIONS.find((o) => o.value === sortRef.current?.value);
    if (sort && (sort.sortBy !== state.sortBy || sort.sortOrder !== state.sortOrder))
      next = { ...next, sortBy: sort.sortBy, sortOrder: sort.sortOrder };
    const form = filterFormRef.current;
    const filters = form ? readFilterForm(form, state.options) : undefined;
    if (filters && !sameFilters(filters, state)) next = { ...next, ...filters };
    const timer = setTimeout(() => {
      if (next !== state) setSearchParams(writeListState({ ...next, page: 0 }));
      else if (searchParams.has("sort") && searchParams.get("sort") !== "newest")
        setSearchParams(writeListState(state), { replace: true });
    });
    return () => clearTimeout(timer);
  }, []);

  // The filters' toggle opened them without the app (#filters): they stay open now that it runs.
  useEffect(() => {
    if (window.location.hash === `#${FILTERS_ID}`) setFiltersOpen(true);
  }, []);

  function goToPage(page: number) {
    update({ ...state, page });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  const page = products.data;
  const total = page?.totalElements ?? 0;
  // A page past the end (an old link, a shrunken result) moves to the last page that exists.
  useClampedPage(
    state.page,
    (lastPage) => setSearchParams(writeListState({ ...state, page: lastPage }), { replace: true }),
    products.isPlaceholderData ? undefined : page?.totalPages,
  );
  const showSkeleton = products.isPending;
  const filterCount = activeFilterCount(state);

  return (
    <Page>
      <PageHeader
        eyebrow={
          state.search
            ? t("listEyebrowSearch")
            : state.category !== undefined
              ? t("listEyebrowCategory")
              : t("listEyebrowShop")
        }
        title={
          state.category !== undefined && !state.search && !categoryName && categoriesQuery.isPending ? (
            <>
              <span className="sr-only">Loading category</span>
              <Skeleton className="h-10 w-56" />
            </>
          ) : (
            title
          )
        }
        description={state.search ? undefined : state.category === undefined ? t("listIntro") : undefined}
      />

      <div className="flex flex-col gap-8 md:flex-row md:items-start">
        <div className="md:w-64 md:shrink-0">
          {/* A link to the panel (opened by CSS :target) until the app runs, then a toggle. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a link to the panel until the app runs (decision 0025), a toggle after */}
          <a
            href={`#${FILTERS_ID}`}
            role="button"
            className={buttonClasses({ variant: "secondary", className: "w-full md:hidden" })}
            aria-expanded={hydrated ? filtersOpen : undefined}
            aria-controls={FILTERS_ID}
            onClick={(event) => {
              event.preventDefault();
              setFiltersOpen((open) => !open);
            }}
            onKeyDown={(event) => {
              if (event.key !== " ") return;
              event.preventDefault();
              setFiltersOpen((open) => !open);
            }}
          >
            {filtersOpen ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <SlidersHorizontal aria-hidden="true" className="size-4" />
            )}
            {filtersOpen ? t("filtersHide") : t("filtersShow")}
            {filterCount > 0 && (
              <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-ink-950">
                {filterCount}
              </span>
            )}
          </a>
          <aside
            id={FILTERS_ID}
            aria-label={t("filters")}
            className={cn(
              "mt-3 scroll-mt-20 md:sticky md:top-24 md:mt-0 md:block",
              hydrated ? (filtersOpen ? "block" : "hidden") : "hidden target:block",
            )}
          >
            <FilterSidebar
              state={state}
              categories={categories}
              categoriesLoading={categoriesQuery.isPending}
              facets={facets.data}
              facetsError={facets.isError}
              onChange={change}
              hrefOf={hrefOf}
              formRef={filterFormRef}
            />
          </aside>
        </div>

        <section
          aria-labelledby={resultsHeadingId}
          // While the previous list stands in for the next one, the region says it is updating.
          aria-busy={products.isPlaceholderData || undefined}
          className="min-w-0 flex-1"
        >
          {/* The cards' h3 titles need an h2 above them, also on phones where the filters' h2 is folded away. */}
          <h2 id={resultsHeadingId} className="sr-only">
            Products
          </h2>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm text-ink-500" aria-live="polite">
              {showSkeleton ? <Skeleton className="h-4 w-36" /> : products.isError ? null : countLine(t, total)}
            </div>
            {/* A GET form (decision 0025): sent with its button without the app, applied on change with it. */}
            <form
              method="get"
              action={productsHref}
              className="flex items-center gap-2"
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                if (sortRef.current) applySort(sortRef.current.value);
              }}
            >
              <HiddenFields
                params={writeListState({ ...state, ...DEFAULT_SORT, page: 0 })}
                keys={CARRIED_BY_SORT_FORM}
              />
              <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-ink-700">
                {t("sort.label")}
              </label>
              <select
                ref={sortRef}
                id={sortId}
                name="sort"
                value={sortValueOf(state)}
                onChange={(event) => applySort(event.target.value)}
                className={cn(controlClasses, "h-10 w-full pe-8 sm:w-52")}
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(SORT_LABELS[option.value])}
                  </option>
                ))}
              </select>
              <NoScriptSubmit label={t("sort.button")} className={buttonClasses({ variant: "secondary" })} />
            </form>
          </div>

          {products.isError ? (
            <Alert kind="error">{errorMessage(products.error, productListFallback(listParams))}</Alert>
          ) : showSkeleton ? (
            <ProductGridSkeleton count={6} className={gridClasses} />
          ) : page && page.content.length > 0 ? (
            <div className={cn("transition-opacity", products.isPlaceholderData && "opacity-60")}>
              <ProductGrid products={page.content} className={gridClasses} eagerImages={2} />
              <Pagination
                page={page.pageNumber}
                totalPages={page.totalPages}
                onPageChange={goToPage}
                hrefOf={(target) => listHref({ ...state, page: target })}
                className="mt-10"
              />
            </div>
          ) : (
            <EmptyState
              icon={PackageSearch}
              title={hasActiveFilters(state) || state.search ? t("noProductsHint") : t("noProductsYet")}
              action={
                hasActiveFilters(state) || state.search ? (
                  <Link to="/products" className={buttonClasses({ variant: "secondary" })}>
                    {t("filter.clearSearch")}
                  </Link>
                ) : undefined
              }
            />
          )}
        </section>
      </div>
    </Page>
  );
}
