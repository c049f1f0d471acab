import type { Product } from "@shop/contract";
import { Images, Pencil, ShieldCheck, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  Badge,
  Button,
  ProductImage,
  StockBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import { formatMoney } from "../../../../lib/format";
import { PHONE_QUERY, useMediaQuery } from "../../../../lib/use-media-query";
import type { ProductPermission } from "./use-product-permissions";

export const NO_EDIT_TOOLTIP = "You don't have permission to edit this product";
export const NO_DELETE_TOOLTIP = "You don't have permission to delete this product";

export interface ProductTableProps {
  products: readonly Product[];
  permissionOf: (productId: number) => ProductPermission;
  /** Shows each product's seller (the all-products list). */
  showSeller?: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Opens the product's gallery (its owner only). */
  onImages?: (product: Product) => void;
}

/**
 * Product, Price, Stock, Status, Actions (docs/product/storefront.md §2, admin screens). On phones the
 * rows turn into cards, so the actions are never off-screen.
 */
export function ProductTable(props: ProductTableProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <ProductCards {...props} /> : <ProductRows {...props} />;
}

function ProductRows({ products, permissionOf, showSeller = false, onEdit, onDelete, onImages }: ProductTableProps) {
  return (
    <Table className="min-w-[760px]">
      <TableHead>
        <tr>
          <TableHeaderCell>Product</TableHeaderCell>
          <TableHeaderCell>Price</TableHeaderCell>
          <TableHeaderCell>Stock</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.productId}>
            <TableCell className="max-w-md">
              <ProductSummary product={product} showSeller={showSeller} />
            </TableCell>
            <TableCell>
              <TablePrice product={product} />
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <span className="font-medium text-ink-900 tabular-nums">{product.quantity}</span>
                <VariantCount product={product} />
                <StockBadge quantity={product.quantity} />
              </div>
            </TableCell>
            <TableCell>
              <StatusBadges product={product} />
            </TableCell>
            <TableCell>
              <ProductActions
                product={product}
                permission={permissionOf(product.productId)}
                onEdit={onEdit}
                onDelete={onDelete}
                onImages={onImages}
                className="justify-end"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ProductCards({ products, permissionOf, showSeller = false, onEdit, onDelete, onImages }: ProductTableProps) {
  return (
    <ul aria-label="Products" className="flex flex-col gap-3">
      {products.map((product) => (
        <li
          key={product.productId}
          className="flex flex-col gap-3 rounded-card border border-ink-200/70 bg-white p-4 shadow-card"
        >
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
            onEdit={onEdit}
            onDelete={onDelete}
            onImages={onImages}
            className="border-t border-ink-100 pt-3"
          />
        </li>
      ))}
    </ul>
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
  const onSale = product.discount > 0 && product.specialPrice < product.price;
  return (
    <div className="whitespace-nowrap">
      <p className="font-semibold text-ink-900 tabular-nums">
        {formatMoney(onSale ? product.specialPrice : product.price)}
      </p>
      {onSale && (
        <p className="text-xs text-ink-600">
          <s>
            <span className="sr-only">Original price </span>
            {formatMoney(product.price)}
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
