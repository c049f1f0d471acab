import { PAGE_SIZES } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/storefront";
import { ArrowRight, Quote } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Alert, hasRealImage, Page, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useShopSettings } from "../../../lib/shop-settings";
import { NewsletterBox } from "../../newsletter";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../../lib/use-session";
import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { CategoryCard } from "../components/category-card";
import { Banners, Hero, SectionHeading } from "../components/home-sections";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card";

// The admin's checklist, shown until every step is done (it hides itself then), is its own chunk,
// loaded only for an admin: the
// storefront's first load carries none of it (the budget of docs/decisions/0019-preact-runtime.md).
// The server renders the page for a guest, so it is never part of the server's HTML.
const SetupChecklist = lazy(() => import("../../setup").then((m) => ({ default: m.SetupChecklist })));

const HOME_PRODUCTS = { pageNumber: 0, pageSize: PAGE_SIZES.home, sortBy: "productId", sortOrder: "asc" } as const;

/** The icons an owner can give a "Why Choose Us" item (store settings). */
export function HomePage() {
  usePageTitle("Home");
  const shopSettings = useShopSettings();
  const { isAdmin } = useSession();
  const products = useProducts(HOME_PRODUCTS);
  const categoriesQuery = useCategories({ pageSize: PAGE_SIZES.homeCategories });
  const featured = products.data?.content.slice(0, PAGE_SIZES.featured) ?? [];
  const heroImages = (products.data?.content ?? [])
    .map((p) => p.image)
    .filter(hasRealImage)
    .slice(0, 4);
  const categories = categoriesQuery.data?.content ?? [];
  // Sections with nothing to show are left out: an empty shop shows no category or product it does not have.
  const noProducts = products.isSuccess && featured.length === 0;
  const noCategories = categoriesQuery.isSuccess && categories.length === 0;

  return (
    <>
      <Hero images={heroImages} hasCategories={!noCategories} />

      <Page className="flex flex-col gap-16 sm:gap-20">
        {isAdmin && (
          <Suspense fallback={null}>
            <SetupChecklist />
          </Suspense>
        )}
        {!noProducts && (
          <section>
            <SectionHeading
              title="Featured Products"
              subtitle="Hand-picked favourites from our collection"
              action={
                <Link
                  to="/products"
                  className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-ink-900 hover:text-brand-700"
                >
                  View All <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              }
            />
            {products.isError ? (
              <Alert kind="error">{errorMessage(products.error, FALLBACK.fetchProducts)}</Alert>
            ) : products.isPending ? (
              <ProductGridSkeleton count={4} className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" />
            ) : (
              <ProductGrid products={featured} className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" />
            )}
          </section>
        )}

        {!noCategories && (
          <section>
            <SectionHeading title="Shop by Category" subtitle="Find exactly what you are looking for" />
            {categoriesQuery.isError ? (
              <Alert kind="error">{errorMessage(categoriesQuery.error, FALLBACK.fetchCategories)}</Alert>
            ) : categoriesQuery.isPending ? (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-22 rounded-card" />
                ))}
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {categories.map((category) => (
                  <li key={category.categoryId}>
                    <CategoryCard category={category} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <Banners banners={shopSettings.banners ?? []} />

        {shopSettings.testimonials.length > 0 && (
          <section>
            <SectionHeading title="What Our Customers Say" />
            <ul className="grid gap-5 md:grid-cols-3">
              {shopSettings.testimonials.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list, in the owner's order
                <li key={i}>
                  <figure className="flex h-full flex-col rounded-card border border-ink-200/70 bg-white p-6 shadow-card">
                    <Quote aria-hidden="true" className="size-6 text-brand-500" />
                    <blockquote className="mt-3 flex-1 text-base leading-relaxed text-ink-700">“{t.quote}”</blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-semibold text-ink-900">{t.author}</span>
                      {t.detail && <span className="text-ink-500"> · {t.detail}</span>}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}

        <NewsletterBox />
      </Page>
    </>
  );
}
