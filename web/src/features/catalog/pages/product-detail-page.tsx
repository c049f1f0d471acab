import type { Product } from "@shop/contract";
import { ArrowLeft, PackageX } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert, Button, buttonClasses, EmptyState, Page, Skeleton } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { ProductReviews, RatingBadge } from "../../reviews";
import { useProduct } from "../api/get-product";
import { ProductGallery } from "../components/product-gallery";
import { ProductPurchase } from "../components/product-purchase";
import { useVariantSelection } from "../use-variant-selection";
import { chosenPicture } from "../variant-choice";

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function BackButton() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button variant="ghost" size="sm" className="-ml-3 mb-6" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("product.back")}
    </Button>
  );
}

function DetailSkeleton() {
  const t = useT();
  return (
    <div
      className="grid grid-cols-1 gap-10 lg:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label={t("product.loading")}
    >
      <Skeleton className="aspect-square w-full rounded-card" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-64" />
      </div>
    </div>
  );
}

export function ProductDetailPage() {
  const productId = parseId(useParams().id);
  const query = useProduct(productId);
  const product = query.data;
  const t = useT();

  usePageTitle(product?.productName ?? t("product.details"));

  const notFound = productId === null || (isApiError(query.error) && query.error.status === 404);

  if (notFound) {
    return (
      <Page>
        <BackButton />
        <EmptyState
          icon={PackageX}
          titleAs="h1"
          title={t("product.notFound")}
          description={t("product.notFoundText")}
          action={
            <Link to="/products" className={buttonClasses()}>
              {t("product.browse")}
            </Link>
          }
        />
      </Page>
    );
  }

  if (query.isError) {
    return (
      <Page>
        <BackButton />
        <h1 className="sr-only">{t("product.details")}</h1>
        <Alert kind="error" title={null}>
          {t("product.error", { message: errorMessage(query.error, t("fallback.fetchProduct")) })}
        </Alert>
      </Page>
    );
  }

  if (!product) {
    return (
      <Page>
        <BackButton />
        <h1 className="sr-only">{t("product.details")}</h1>
        <DetailSkeleton />
      </Page>
    );
  }

  // Keyed by product: the choice, quantity and messages start afresh on another product.
  return <ProductView key={product.productId} product={product} />;
}

function ProductView({ product }: { product: Product }) {
  const t = useT();
  const { selection, variant, choose } = useVariantSelection(product);
  const stock = Math.max(0, variant ? variant.quantity : product.quantity);

  return (
    <Page>
      <BackButton />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery
          images={product.gallery}
          fallback={product.image}
          alt={product.productName}
          activeImage={chosenPicture(product, selection)}
        />

        <div className="flex min-w-0 flex-col">
          <Link
            to={`/products?category=${product.categoryId}`}
            className="w-fit text-xs font-semibold tracking-widest text-brand-700 uppercase hover:text-brand-800"
          >
            {product.category?.categoryName}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            {product.productName}
          </h1>
          {product.sellerName && (
            <p className="mt-2 text-sm text-ink-500">
              {t("soldBy")} <bdi>{product.sellerName}</bdi>
            </p>
          )}

          <div className="mt-2">
            <RatingBadge averageRating={product.averageRating ?? null} reviewCount={product.reviewCount ?? 0} />
          </div>

          <ProductPurchase product={product} selection={selection} variant={variant} onChoose={choose} />

          <p className="mt-6 text-base leading-relaxed whitespace-pre-line text-ink-600">{product.description}</p>

          <div className="mt-6 grid gap-3 text-sm text-ink-600 sm:grid-cols-2">
            <p>{t("product.payOnDelivery")}</p>
            {/* The seller's own return window, else the shop's (docs/decisions/0046-returns-and-refunds.md). */}
            {product.returnWindowDays !== undefined && (
              <p data-testid="return-window">
                {product.returnWindowDays > 0
                  ? t("productReturnsWithin", { days: product.returnWindowDays })
                  : t("productNoReturns")}
              </p>
            )}
          </div>

          <section className="mt-8 rounded-card border border-ink-200/70 bg-white p-5">
            <h2 className="text-sm font-semibold text-ink-900">{t("product.detailsHeading")}</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-ink-500">{t("product.productId")}</dt>
              <dd className="text-ink-900">
                <bdi>{product.productId}</bdi>
              </dd>
              {variant?.sku && (
                <>
                  <dt className="text-ink-500">{t("product.sku")}</dt>
                  <dd className="text-ink-900">
                    <bdi>{variant.sku}</bdi>
                  </dd>
                </>
              )}
              <dt className="text-ink-500">{t("product.category")}</dt>
              <dd className="text-ink-900">{product.category?.categoryName}</dd>
              <dt className="text-ink-500">{t("product.unitsInStock")}</dt>
              <dd className="text-ink-900">
                <bdi>{stock}</bdi>
              </dd>
            </dl>
          </section>
        </div>
      </div>
      <ProductReviews productId={product.productId} sellerId={product.sellerId} />
    </Page>
  );
}
