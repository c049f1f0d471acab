import type { Product } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { useMutation } from "@tanstack/react-query";
import { PackageOpen, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert, Banner, Button, ConfirmDialog, DataList, EmptyState, useTimedMessage } from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api-client";
import { useSession } from "../../../../lib/use-session";
import { deleteProduct } from "../api/delete-product";
import { useManagedProducts } from "../api/get-managed-products";
import { useProductToEdit } from "../api/get-product-to-edit";
import { type ProductScope, useRefreshManagedProducts } from "../query-keys";
import { GalleryDialog } from "./gallery-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductCard, ProductTableSkeleton, productColumns } from "./product-table";
import { useProductPermissions } from "./use-product-permissions";

export interface ProductsManagerProps {
  /** "seller": the caller's products (My Products); "admin": every product (Manage Products). */
  scope: ProductScope;
  /** Heading of the section (an h2; the page has its own h1). */
  heading: string;
  /** Opens the add form on mount (the Overview's "Add New Product" quick action). */
  startAdding?: boolean;
  onStartAddingHandled?: () => void;
  /** Opens the edit form of this product once it is loaded (a dashboard stock alert links here). */
  editProductId?: number;
  onEditHandled?: () => void;
}

/** The product list (a table on a desk, cards on a phone) with add/edit form, delete confirmation, banners and pagination. */
export function ProductsManager({
  scope,
  heading,
  startAdding = false,
  onStartAddingHandled,
  editProductId,
  onEditHandled,
}: ProductsManagerProps) {
  const { isAdmin } = useSession();
  const [page, setPage] = useState(0);
  const query = useManagedProducts(scope, page);
  const refresh = useRefreshManagedProducts();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [form, setForm] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [galleryOf, setGalleryOf] = useState<Product | null>(null);

  const products = query.data?.content ?? [];
  const checksEnabled = scope === "admin" || isAdmin;
  const permissionOf = useProductPermissions(products, { enabled: checksEnabled, isAdmin });

  useEffect(() => {
    if (startAdding) {
      setForm({ open: true, product: null });
      onStartAddingHandled?.();
    }
  }, [startAdding, onStartAddingHandled]);

  const toEdit = useProductToEdit(editProductId);
  useEffect(() => {
    if (editProductId === undefined) return;
    if (toEdit.data) {
      setForm({ open: true, product: toEdit.data });
      onEditHandled?.();
    } else if (toEdit.isError) {
      showError(errorMessage(toEdit.error, FALLBACK.fetchProduct));
      onEditHandled?.();
    }
  }, [editProductId, toEdit.data, toEdit.isError, toEdit.error, onEditHandled, showError]);

  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product.productId),
    onSuccess: () => {
      setToDelete(null);
      showSuccess(SUCCESS.productDeleted);
      void refresh();
    },
    onError: (error) => {
      setToDelete(null);
      showError(errorMessage(error, FALLBACK.deleteProduct));
    },
  });

  const openAdd = () => setForm({ open: true, product: null });
  const rowProps = {
    permissionOf,
    showSeller: checksEnabled,
    onEdit: (product: Product) => setForm({ open: true, product }),
    onDelete: setToDelete,
    onImages: setGalleryOf,
  };
  const columns = productColumns(rowProps);
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  return (
    <section aria-labelledby={`${scope}-products-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${scope}-products-heading`} className="text-xl font-semibold text-ink-900">
            {heading}
          </h2>
          {query.data && (
            <p className="text-sm text-ink-500">
              {query.data.totalElements} product{query.data.totalElements === 1 ? "" : "s"}
            </p>
          )}
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Button>
      </div>

      <Banner banner={banner} onDismiss={clear} />

      {scope === "admin" && (
        <Alert kind="info" title="Permissions:">
          Admins can correct any product and delete it; each edit is recorded with who made it. Products of other
          sellers show the "Admin View" badge.
        </Alert>
      )}

      <DataList
        query={query}
        rows={(data) => data.content}
        rowKey={(product) => product.productId}
        label="Products"
        columns={columns}
        card={(product) => <ProductCard product={product} {...rowProps} />}
        tableClassName="min-w-[760px]"
        skeleton={<ProductTableSkeleton />}
        errorText={FALLBACK.loadProducts}
        empty={
          <EmptyState
            icon={PackageOpen}
            title={scope === "seller" ? MSG.noSellerProducts : MSG.noProducts}
            action={
              <Button variant="accent" onClick={openAdd}>
                <Plus aria-hidden="true" className="size-4" />
                Add Product
              </Button>
            }
          />
        }
        pagination={{ page, onPageChange: setPage }}
      />

      <ProductFormDialog
        open={form.open}
        product={form.product}
        adminNote={checksEnabled}
        onClose={closeForm}
        onSaved={(message) => {
          closeForm();
          showSuccess(message);
          void refresh();
        }}
      />
      <GalleryDialog product={galleryOf} onClose={() => setGalleryOf(null)} onChanged={() => void refresh()} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Product"
        message="Are you sure you want to delete this product?"
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
