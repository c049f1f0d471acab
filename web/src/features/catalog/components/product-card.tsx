import type { Product } from "@shop/contract";
import { Link } from "react-router";
import { buttonClasses, Price, ProductImage, Skeleton, StockBadge } from "../../../components/ui";
import { AddToCartButton, useCart } from "../../cart";
import { RatingBadge } from "../../reviews";
import { optionCountText } from "../card-text";
import { useT } from "../../../lib/i18n";

// The grids are two columns wide below 640 px (and up to three or four above): on a phone a card is
// half the screen, so that is what the browser picks a file for (640 px wide at most, not 1024).
const CARD_IMAGE_SIZES = "(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, 45vw";

/**
 * Adds one, or one more when the product is in the cart already (an increase): a POST form that works
 * before the app has loaded (decision 0025). A product with several variants has nothing to pick on a
 * card: its button leads to its page.
 */
function CardAddButton({ product, href }: { product: Product; href: string }) {
  const cart = useCart();
  const t = useT();
  const inCart = cart.quantityOf(product.productId);
  if (product.variantCount > 1)
    return (
      <Link to={href} className={buttonClasses({ variant: "secondary", className: "w-full px-2 sm:px-4" })}>
        <span>{t("chooseOptions")}</span>
        <span className="sr-only">: {product.productName}</span>
      </Link>
    );
  return (
    <AddToCartButton
      productName={product.productName}
      stock={product.quantity}
      inCartQuantity={inCart}
      onAdd={() => (inCart > 0 ? cart.increase(product.productId) : cart.add(product, 1))}
      form={{ productId: product.productId }}
    />
  );
}

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const href = `/products/${product.productId}`;
  const choices = optionCountText(product.options);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-ink-200/70 bg-white shadow-card transition-shadow hover:shadow-raised">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <ProductImage
          src={product.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2.5 p-3 sm:gap-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <p className="min-w-0 truncate text-[11px] font-medium tracking-wide text-ink-500 uppercase sm:text-xs">
            {product.category?.categoryName}
          </p>
          <StockBadge quantity={product.quantity} className="shrink-0" />
        </div>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-ink-900 sm:text-base">
          <Link to={href} className="rounded-sm hover:text-brand-700 focus-visible:outline-2">
            {product.productName}
          </Link>
        </h3>
        {choices && <p className="-mt-1 text-xs text-ink-500 sm:text-sm">{choices}</p>}
        <RatingBadge averageRating={product.averageRating ?? null} reviewCount={product.reviewCount ?? 0} />
        <Price
          price={product.price}
          specialPrice={product.specialPrice}
          from={product.priceVaries}
          className="mt-auto"
        />
        <CardAddButton product={product} href={href} />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-ink-200/70 bg-white shadow-card">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-3 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-1/4" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

export const productGridClasses = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4";

export interface ProductGridProps {
  products: readonly Product[];
  className?: string;
  /** How many first cards load their picture at once and first: a list at the top of the page is a phone's largest picture. */
  eagerImages?: number;
}

export function ProductGrid({ products, className, eagerImages = 0 }: ProductGridProps) {
  return (
    <ul className={className ?? productGridClasses}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} priority={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className ?? productGridClasses} role="status" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
