import { FALLBACK, TIMINGS } from "@shop/contract";
import { ArrowLeft, Check, PackageX, ShieldCheck, ShoppingCart, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert, Button, buttonClasses, EmptyState, Page, Price, Skeleton, StockBadge } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { cartErrorMessage, QuantityStepper, useCart } from "../../cart";
import { ProductReviews, RatingBadge } from "../../reviews";
import { useProduct } from "../api/get-product";
import { ProductGallery } from "../components/product-gallery";

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className="-ml-3 mb-6" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-2" role="status" aria-busy="true" aria-label="Loading product">
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
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  usePageTitle(product?.productName ?? "Product Details");

  // The quantity starts at 1 again whenever the product changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on product change only
  useEffect(() => {
    setQuantity(1);
    setConfirmation(null);
    setAddError(null);
  }, [productId]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const notFound = productId === null || (isApiError(query.error) && query.error.status === 404);

  if (notFound) {
    return (
      <Page>
        <BackButton />
        <EmptyState
          icon={PackageX}
          titleAs="h1"
          title="No product found."
          description="This product may have been removed or the link may be mistyped."
          action={
            <Link to="/products" className={buttonClasses()}>
              Browse products
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
        <h1 className="sr-only">Product Details</h1>
        <Alert kind="error" title={null}>
          Error: {errorMessage(query.error, FALLBACK.fetchProduct)}
        </Alert>
      </Page>
    );
  }

  if (!product) {
    return (
      <Page>
        <BackButton />
        <h1 className="sr-only">Product Details</h1>
        <DetailSkeleton />
      </Page>
    );
  }

  const stock = Math.max(0, product.quantity);
  const inCart = cart.quantityOf(product.productId);
  const outOfStock = stock === 0;
  const bounded = Math.min(Math.max(quantity, 1), Math.max(stock, 1));

  async function addToCart() {
    if (!product || outOfStock || busy) return;
    setBusy(true);
    setAddError(null);
    const wasInCart = inCart > 0;
    try {
      await cart.add(product, bounded);
      setConfirmation(wasInCart ? "Added More to Cart" : "Added to Cart");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setConfirmation(null), TIMINGS.detailAddedMs);
      setQuantity(1);
    } catch (error) {
      setAddError(cartErrorMessage(error, FALLBACK.addToCart));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page>
      <BackButton />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery images={product.gallery} fallback={product.image} alt={product.productName} />

        <div className="flex flex-col">
          <Link
            to={`/products?category=${product.categoryId}`}
            className="w-fit text-xs font-semibold tracking-widest text-brand-700 uppercase hover:text-brand-800"
          >
            {product.category?.categoryName}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            {product.productName}
          </h1>
          {product.sellerName && <p className="mt-2 text-sm text-ink-500">Sold by {product.sellerName}</p>}

          <div className="mt-2">
            <RatingBadge averageRating={product.averageRating ?? null} reviewCount={product.reviewCount ?? 0} />
          </div>
          <Price price={product.price} specialPrice={product.specialPrice} size="lg" className="mt-5" />

          <div className="mt-4 flex flex-wrap items-center gap-2">
            <StockBadge quantity={stock} />
            {stock > 0 && <span className="text-sm text-ink-500">{stock} in stock</span>}
          </div>

          <p className="mt-6 text-base leading-relaxed whitespace-pre-line text-ink-600">{product.description}</p>

          {inCart > 0 && (
            <p className="mt-6 flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
              You already have {inCart} of this item in your cart.
            </p>
          )}

          <div className="mt-6 flex items-center gap-3">
            <QuantityStepper
              label="Quantity"
              value={outOfStock ? 0 : bounded}
              onDecrease={() => setQuantity(Math.max(1, bounded - 1))}
              onIncrease={() => setQuantity(Math.min(stock, bounded + 1))}
              decreaseDisabled={outOfStock || bounded <= 1}
              increaseDisabled={outOfStock || bounded >= stock}
              className="shrink-0"
            />
            <Button size="lg" className="min-w-0 flex-1" disabled={outOfStock} loading={busy} onClick={addToCart}>
              {!busy && !outOfStock && <ShoppingCart aria-hidden="true" className="size-5" />}
              {outOfStock ? "Out of Stock" : inCart > 0 ? "Add More to Cart" : "Add to Cart"}
            </Button>
          </div>
          <div aria-live="polite" className="mt-3 min-h-6">
            {confirmation && (
              <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
                <Check aria-hidden="true" className="size-4" />
                {confirmation}
                <Link to="/cart" className="ml-1 text-ink-700 underline underline-offset-2 hover:text-ink-900">
                  View cart
                </Link>
              </p>
            )}
          </div>
          {addError && <Alert kind="error">{addError}</Alert>}

          <div className="mt-6 grid gap-3 text-sm text-ink-600 sm:grid-cols-2">
            <p className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 text-ink-400" /> Cash on delivery
            </p>
            <p className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 text-ink-400" /> Secure checkout
            </p>
          </div>

          <section className="mt-8 rounded-card border border-ink-200/70 bg-white p-5">
            <h2 className="text-sm font-semibold text-ink-900">Product details</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-ink-500">Product ID</dt>
              <dd className="text-ink-900">{product.productId}</dd>
              <dt className="text-ink-500">Category</dt>
              <dd className="text-ink-900">{product.category?.categoryName}</dd>
              <dt className="text-ink-500">Units in stock</dt>
              <dd className="text-ink-900">{stock}</dd>
            </dl>
          </section>
        </div>
      </div>
      <ProductReviews productId={product.productId} sellerId={product.sellerId} />
    </Page>
  );
}
