import { PAGE_SIZES } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/storefront";
import { Search, Tags } from "lucide-react";
import { useId, useState } from "react";
import { Alert, controlClasses, EmptyState, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCategories } from "../api/get-categories";
import { CategoryCard } from "../components/category-card";

const gridClasses = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function CategoriesPage() {
  usePageTitle("Categories");
  const t = useT();
  const [filter, setFilter] = useState("");
  const inputId = useId();
  const query = useCategories({
    pageSize: PAGE_SIZES.categoriesPage,
    sortBy: "categoryName",
    sortOrder: "asc",
  });
  const needle = filter.trim().toLowerCase();
  const categories = (query.data?.content ?? []).filter((c) => c.categoryName.toLowerCase().includes(needle));

  return (
    <Page>
      <PageHeader
        eyebrow="Browse"
        title="Shop by Categories"
        description="Explore our collections and find something you will love."
        actions={
          <search className="relative w-full sm:w-72">
            <label htmlFor={inputId} className="sr-only">
              Search categories
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
            />
            <input
              id={inputId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Search categories…"
              autoComplete="off"
              className={cn(controlClasses, "h-10 pl-9")}
            />
          </search>
        }
      />
      {query.isError ? (
        <Alert kind="error">{errorMessage(query.error, FALLBACK.fetchCategories)}</Alert>
      ) : query.isPending ? (
        <div className={gridClasses} role="status" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-22 rounded-card" />
          ))}
        </div>
      ) : categories.length === 0 ? (
        <EmptyState icon={Tags} title={t("noCategories")} />
      ) : (
        <ul className={gridClasses}>
          {categories.map((category) => (
            <li key={category.categoryId}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
