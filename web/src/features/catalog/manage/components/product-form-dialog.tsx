import type { Product } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/back-office";
import { useState } from "react";
import { Alert, Button, Checkbox, Dialog, Input, Select, Spinner, Textarea } from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api-client";
import { useProductToEdit } from "../api/get-product-to-edit";
import { ProductImagesField } from "./product-images-field";
import { ProductTexts } from "./product-texts";
import { useProductForm } from "./use-product-form";
import { VariantEditor } from "./variant-editor";
import { useMoney } from "../../../../lib/shop-settings";

export interface ProductFormDialogProps {
  open: boolean;
  /** The product to edit; null adds a new one. */
  product: Product | null;
  /** Shows the admin note that edits are limited to owned products. */
  adminNote?: boolean;
  onClose: () => void;
  /** Called after a successful save with the success text to show. */
  onSaved: (message: string, product: Product) => void;
}

export function ProductFormDialog({ open, product, adminNote = false, onClose, onSaved }: ProductFormDialogProps) {
  const [wide, setWide] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size={wide ? "xl" : "lg"}
      title={product ? "Edit Product" : "Add New Product"}
      description={product ? `Product #${product.productId}` : "Fill in the details of the new product."}
    >
      {/* Keyed so that every opening starts from the product's current values. */}
      {open &&
        (product ? (
          <EditProductForm
            key={product.productId}
            productId={product.productId}
            adminNote={adminNote}
            onCancel={onClose}
            onSaved={onSaved}
            onWide={setWide}
          />
        ) : (
          <ProductForm
            key="new"
            product={null}
            adminNote={adminNote}
            onCancel={onClose}
            onSaved={onSaved}
            onWide={setWide}
          />
        ))}
    </Dialog>
  );
}

/** An edit starts from the product as it is now, with its variants and gallery (a list row has neither). */
function EditProductForm({
  productId,
  ...props
}: Omit<Parameters<typeof ProductForm>[0], "product"> & { productId: number }) {
  const query = useProductToEdit(productId);
  if (query.isPending)
    return (
      <div className="flex justify-center py-10" role="status">
        <Spinner />
        <span className="sr-only">Loading the product…</span>
      </div>
    );
  if (query.isError || !query.data)
    return (
      <div className="flex flex-col gap-4">
        <Alert kind="error">{errorMessage(query.error, FALLBACK.fetchProduct)}</Alert>
        <Button variant="secondary" className="self-end" onClick={props.onCancel}>
          Close
        </Button>
      </div>
    );
  return <ProductForm product={query.data} {...props} />;
}

function ProductForm({
  product,
  adminNote,
  onCancel,
  onSaved,
  onWide,
}: {
  product: Product | null;
  adminNote: boolean;
  onCancel: () => void;
  onSaved: ProductFormDialogProps["onSaved"];
  onWide: (wide: boolean) => void;
}) {
  const {
    form,
    field,
    hasOptions,
    toggleOptions,
    rowDefaults,
    categories,
    categoriesPending,
    files,
    imageError,
    onFilesChange,
    saveError,
    saving,
    submit,
  } = useProductForm(product, onSaved, onWide);
  const { errors } = form.formState;
  const money = useMoney();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {adminNote && (
        <Alert kind="info" title={null}>
          As an admin you can correct any seller's listing; each edit is recorded with who made it.
        </Alert>
      )}
      {saveError && <Alert kind="error">{saveError}</Alert>}
      <ProductTexts
        form={form}
        main={
          <>
            <Input label="Product Name" required error={errors.productName?.message} {...field("productName")} />
            <Textarea
              label="Description"
              required
              rows={4}
              error={errors.description?.message}
              {...field("description")}
            />
          </>
        }
      />
      {!hasOptions && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={`Price (${money.symbol})`}
            type="number"
            inputMode="decimal"
            step={money.step}
            min="0"
            required
            error={errors.price?.message}
            {...field("price")}
          />
          <Input
            label="Quantity"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            required
            error={errors.quantity?.message}
            {...field("quantity")}
          />
          <Input
            label="Discount (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
            hint="0 to 100"
            error={errors.discount?.message}
            {...field("discount")}
          />
        </div>
      )}
      <Checkbox
        label="This product has options, like size or colour"
        hint={
          hasOptions
            ? "Price and stock are set per variant below."
            : "Each combination you keep gets its own price, stock and SKU."
        }
        checked={hasOptions}
        onChange={(e) => toggleOptions(e.target.checked)}
      />
      {hasOptions && (
        <VariantEditor
          form={form}
          gallery={product?.gallery}
          files={product ? undefined : files}
          defaults={rowDefaults}
        />
      )}
      <Select
        label="Category"
        required
        disabled={categoriesPending}
        error={errors.categoryId?.message}
        hint={categoriesPending ? "Loading categories…" : undefined}
        {...field("categoryId")}
      >
        {categories.length === 0 && <option value="">No categories</option>}
        {categories.map((category) => (
          <option key={category.categoryId} value={category.categoryId}>
            {category.categoryName}
          </option>
        ))}
      </Select>
      <ProductImagesField product={product} files={files} error={imageError} onChange={onFilesChange} />
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {product ? "Update Product" : "Add Product"}
        </Button>
      </div>
    </form>
  );
}
