import { FALLBACK, FALLBACK_CATEGORIES, PAGE_SIZES, type ReasonIcon } from "@shop/contract";
import {
  ArrowRight,
  Gift,
  Heart,
  Leaf,
  type LucideIcon,
  Quote,
  ShieldCheck,
  Sparkles,
  Star,
  Tag,
  Truck,
} from "lucide-react";
import { Link } from "react-router";
import { Alert, buttonClasses, hasRealImage, Page, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useShopSettings } from "../../../lib/shop-settings";
import { NewsletterBox } from "../../newsletter";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { CategoryCard } from "../components/category-card";
import { ProductGrid, ProductGridSkeleton } from "../components/product-card";

const HOME_PRODUCTS = { pageNumber: 0, pageSize: PAGE_SIZES.home, sortBy: "productId", sortOrder: "asc" } as const;

/** The icons an owner can give a "Why Choose Us" item (store settings). */
const REASON_ICON: Record<ReasonIcon, LucideIcon> = {
  star: Star,
  truck: Truck,
  heart: Heart,
  shield: ShieldCheck,
  tag: Tag,
  sparkles: Sparkles,
  leaf: Leaf,
  gift: Gift,
};

function SectionHeading({ title, subtitle, action }: { title: string; subtitle?: string; action?: React.ReactNode }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h2 className="font-display text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{title}</h2>
        {subtitle && <p className="mt-1 text-sm text-ink-500 sm:text-base">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}

function Hero({ images }: { images: string[] }) {
  const shopSettings = useShopSettings();
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(245_158_11/0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(180_83_9/0.35),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium tracking-wide text-brand-300">
            <Sparkles aria-hidden="true" className="size-3.5" /> New season at {shopSettings.shopName}
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-semibold tracking-tight sm:text-5xl lg:text-6xl">
            Discover Premium Quality Products
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-300 sm:text-lg">
            Curated collection of exceptional products that blend style, quality, and sustainability for the modern
            lifestyle
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonClasses({ variant: "accent", size: "lg" })}>
              Shop Now
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/categories"
              className={buttonClasses({
                variant: "secondary",
                size: "lg",
                className: "border-white/25 bg-white/5 text-white hover:border-white/40 hover:bg-white/10",
              })}
            >
              Explore Collection
            </Link>
          </div>
        </div>
        <div className="relative">
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            {[0, 1, 2, 3].map((i) => {
              const src = images[i];
              return (
                <div
                  key={i}
                  className={`aspect-square overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 ${i % 2 === 1 ? "translate-y-6" : ""}`}
                >
                  {src ? (
                    <img
                      src={src}
                      alt=""
                      className="size-full object-cover"
                      loading="eager"
                      fetchPriority={i === 0 ? "high" : undefined}
                      decoding="async"
                    />
                  ) : (
                    <div className="size-full animate-pulse bg-white/5" />
                  )}
                </div>
              );
            })}
          </div>
          {shopSettings.whyChooseUs.length > 0 && (
            <div className="mt-10 rounded-card bg-white p-4 text-ink-900 shadow-raised sm:absolute sm:-right-2 sm:-bottom-6 sm:mt-0">
              <h2 className="text-sm font-semibold">Why Choose Us</h2>
              <ul className="mt-2 flex flex-col gap-1.5">
                {shopSettings.whyChooseUs.map(({ icon, title, text }) => {
                  const Icon = REASON_ICON[icon];
                  return (
                    <li key={title} className="flex items-center gap-2 text-sm text-ink-700" title={text}>
                      <Icon aria-hidden="true" className="size-4 text-brand-600" />
                      {title}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  usePageTitle("Home");
  const shopSettings = useShopSettings();
  const products = useProducts(HOME_PRODUCTS);
  const categoriesQuery = useCategories({ pageSize: PAGE_SIZES.homeCategories });
  const featured = products.data?.content.slice(0, PAGE_SIZES.featured) ?? [];
  const heroImages = (products.data?.content ?? [])
    .map((p) => p.image)
    .filter(hasRealImage)
    .slice(0, 4);
  const loadedCategories = categoriesQuery.data?.content ?? [];
  const categories =
    loadedCategories.length > 0 || categoriesQuery.isPending || categoriesQuery.isError
      ? loadedCategories
      : FALLBACK_CATEGORIES;

  return (
    <>
      <Hero images={heroImages} />

      <Page className="flex flex-col gap-16 sm:gap-20">
        <section>
          <SectionHeading
            title="Featured Products"
            subtitle="Hand-picked favourites from our collection"
            action={
              <Link
                to="/products"
                className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-ink-900 hover:text-brand-700"
              >
                View All <ArrowRight aria-hidden="true" className="size-4" />
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

        <section aria-label="Promotions" className="grid gap-5 md:grid-cols-2">
          <Link
            to="/products?sort=newest"
            className="group relative overflow-hidden rounded-card bg-gradient-to-br from-sky-900 to-indigo-950 p-8 text-white shadow-card"
          >
            <Sparkles aria-hidden="true" className="absolute -top-4 -right-4 size-32 text-white/10" />
            <p className="text-xs font-semibold tracking-widest text-sky-200 uppercase">Just landed</p>
            <h2 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">New Arrivals</h2>
            <p className="mt-2 max-w-xs text-sm text-sky-100">
              The latest additions to our collection, fresh this week.
            </p>
            <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold">
              Shop new arrivals
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
          <Link
            to="/products?sale=true"
            className="group relative overflow-hidden rounded-card bg-gradient-to-br from-brand-500 to-orange-600 p-8 text-ink-950 shadow-card"
          >
            <Tag aria-hidden="true" className="absolute -top-4 -right-4 size-32 text-white/20" />
            <p className="text-xs font-semibold tracking-widest text-ink-900/80 uppercase">Limited time</p>
            <h2 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">Seasonal Sale</h2>
            <p className="mt-2 max-w-xs text-sm text-ink-900">
              Great products at even better prices, while stocks last.
            </p>
            <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold">
              Shop the sale
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
        </section>

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
