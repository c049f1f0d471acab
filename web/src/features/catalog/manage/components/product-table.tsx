import type { Product } from "@shop/contract";
import { Images, Pencil, ShieldCheck, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge, Button, type DataColumn, ProductImage, Skeleton, StockBadge } from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import type { ProductPermission } from "./use-product-permissions";
import { useMoney } from "../../../../lib/shop-settings";

export const NO_EDIT_TOOLTIP = "You don't have permission to edit this product";
export const NO_DELETE_TOOLTIP = "You don't have permission to delete this product";

export interface ProductTableProps {
  permissionOf: (productId: number) => ProductPermission;
  /** Shows each product's seller (the all-products list). */
  showSeller?: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Opens the product's gallery (its owner only). */
  onImages?: (product: Product) => void;
}

/**
 * Product, Price, Stock, Status, Actions (docs/product/storefront.md §2, admin screens): the desk's
 * table of the product list.
 */
export function productColumns({
  permissionOf,
  showSeller = false,
  ...actions
}: ProductTableProps): DataColumn<Product>[] {
  return [
    {
      id: "product",
      header: "Product",
      className: "max-w-md",
      cell: (product) => <ProductSummary product={product} showSeller={showSeller} />,
    },
    { id: "price", header: "Price", cell: (product) => <TablePrice product={product} /> },
    {
      id: "stock",
      header: "Stock",
      cell: (product) => (
        <div className="flex flex-col items-start gap-1">
          <span className="font-medium text-ink-900 tabular-nums">{product.quantity}</span>
          <VariantCount product={product} />
          <StockBadge quantity={product.quantity} />
        </div>
      ),
    },
    { id: "status", header: "Status", cell: (product) => <StatusBadges product={product} /> },
    {
      id: "actions",
      header: "Actions",
      headerClassName: "text-right",
      cell: (product) => (
        <ProductActions
          product={product}
          permission={permissionOf(product.productId)}
          {...actions}
          className="justify-end"
        />
      ),
    },
  ];
}

/** A product on a phone: the same facts as a row, with the actions under them, never off-screen. */
export function ProductCard({
  product,
  permissionOf,
  showSeller = false,
  ...actions
}: ProductTableProps & { product: Product }) {
  return (
    <>
      <ProductSummary product={product} showSeller={showSeller} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <TablePrice product={product} />
        <span className="flex items-center gap-2 text-sm text-ink-700">
          <span className="tabular-nums">
            {product.quantity} in stock
            {product.variantCount > 1 ? ` across ${product.variantCount} variants` : ""}
          </span>
          <StockBadge quantity={product.quantity} />
        </span>
        <StatusBadges product={product} />
      </div>
      <ProductActions
        product={product}
        permission={permissionOf(product.productId)}
        {...actions}
        className="border-t border-ink-100 pt-3"
      />
    </>
  );
}

/** The product list's loading state: rows with an image, two lines and the actions. */
export function ProductTableSkeleton() {
  return (
    <div className="rounded-card border border-ink-200/70 bg-white p-4 shadow-card">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className="flex items-center gap-4 border-b border-ink-100 py-3 last:border-0">
          <Skeleton className="size-14 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="hidden h-4 w-16 sm:block" />
          <Skeleton className="hidden h-6 w-20 sm:block" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

function ProductSummary({ product, showSeller }: { product: Product; showSeller: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <ProductImage
        src={product.image}
        alt={product.productName}
        sizes="56px"
        className="size-14 shrink-0 rounded-lg"
      />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-900">{product.productName}</p>
        <p className="text-xs text-ink-500">
          ID: {product.productId}
          {showSeller && product.sellerName ? ` · Seller: ${product.sellerName}` : ""}
        </p>
        <p className="line-clamp-2 text-xs text-ink-500">{product.description}</p>
      </div>
    </div>
  );
}

/** "6 variants" under the total stock of a product with options. */
function VariantCount({ product }: { product: Product }) {
  if (!(product.variantCount > 1)) return null;
  return <span className="text-xs text-ink-500">in {product.variantCount} variants</span>;
}

function StatusBadges({ product }: { product: Product }) {
  return (
    <div className="flex flex-wrap items-start gap-1 sm:flex-col">
      {product.quantity > 0 ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Unavailable</Badge>}
      {product.discount > 0 && <Badge tone="red">On Sale</Badge>}
    </div>
  );
}

/** The price a shopper pays, with the list price and discount under it when on sale. */
function TablePrice({ product }: { product: Product }) {
  const money = useMoney();
  const onSale = product.discount > 0 && product.specialPrice < product.price;
  return (
    <div className="whitespace-nowrap">
      <p className="font-semibold text-ink-900 tabular-nums">
        {money.format(onSale ? product.specialPrice : product.price)}
      </p>
      {onSale && (
        <p className="text-xs text-ink-600">
          <s>
            <span className="sr-only">Original price </span>
            {money.format(product.price)}
          </s>{" "}
          · {product.discount}% off
        </p>
      )}
    </div>
  );
}

/** Edit and Delete, disabled with the spec's tooltips when not allowed; the Admin View badge when only delete is. */
function ProductActions({
  product,
  permission,
  onEdit,
  onDelete,
  onImages,
  className,
}: {
  product: Product;
  permission: ProductPermission;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onImages?: (product: Product) => void;
  className?: string;
}) {
  const adminView = !permission.pending && permission.canDelete && !permission.canEdit;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      {adminView && (
        <Badge tone="purple">
          <ShieldCheck aria-hidden="true" className="size-3" />
          Admin View
        </Badge>
      )}
      <ActionButton
        label={`Edit ${product.productName}`}
        allowed={permission.canEdit}
        pending={permission.pending}
        deniedTooltip={NO_EDIT_TOOLTIP}
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </ActionButton>
      {onImages && (
        <ActionButton
          label={`Images of ${product.productName}`}
          allowed={permission.canEdit}
          pending={permission.pending}
          deniedTooltip={NO_EDIT_TOOLTIP}
          onClick={() => onImages(product)}
        >
          <Images aria-hidden="true" className="size-4" />
          Images
        </ActionButton>
      )}
      <ActionButton
        label={`Delete ${product.productName}`}
        allowed={permission.canDelete}
        pending={permission.pending}
        deniedTooltip={NO_DELETE_TOOLTIP}
        danger
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </ActionButton>
    </div>
  );
}

function ActionButton({
  label,
  allowed,
  pending,
  deniedTooltip,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  allowed: boolean;
  pending: boolean;
  deniedTooltip: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const denied = !pending && !allowed;
  const reasonId = useId();
  // A denied action stays focusable (aria-disabled, not disabled) so keyboard and screen-reader
  // users reach it and hear why; the wrapper carries the tooltip for pointer users.
  return (
    <span title={denied ? deniedTooltip : undefined} className="inline-flex">
      <Button
        size="sm"
        variant="secondary"
        aria-label={label}
        title={denied ? deniedTooltip : label}
        aria-disabled={!allowed}
        aria-describedby={denied ? reasonId : undefined}
        onClick={allowed ? onClick : undefined}
        className={cn(
          "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white",
          danger && "text-red-700 hover:border-red-300 hover:bg-red-50",
        )}
      >
        {children}
      </Button>
      {denied && (
        <span id={reasonId} className="sr-only">
          {deniedTooltip}
        </span>
      )}
    </span>
  );
}
