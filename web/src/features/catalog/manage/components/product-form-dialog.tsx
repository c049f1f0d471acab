import {
  ACCEPTED_IMAGE_TYPES,
  FALLBACK,
  FALLBACK_CATEGORIES,
  MAX_IMAGE_BYTES,
  type Product,
  SUCCESS,
} from "@shop/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ImagePlus, Info } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useMemo, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import {
  Alert,
  Button,
  controlClasses,
  Dialog,
  FormField,
  hasRealImage,
  Input,
  ProductImage,
  Select,
  Textarea,
} from "../../../../components/ui";
import { errorMessage, isApiError } from "../../../../lib/api-client";
import { cn } from "../../../../lib/cn";
import { createProduct, type ProductPayload } from "../api/create-product";
import { useFormCategories } from "../api/get-form-categories";
import { updateProduct } from "../api/update-product";
import { uploadProductImage } from "../api/upload-product-image";
import {
  ACCEPTED_IMAGE_INPUT,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
} from "./product-form-schema";

const ACCEPTED_TYPES: readonly string[] = ACCEPTED_IMAGE_TYPES;
const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** Checks chosen files before anything is uploaded; returns the error text or null. */
export function imageFilesError(files: readonly File[]): string | null {
  for (const file of files) {
    if (!ACCEPTED_TYPES.includes(file.type)) return `"${file.name}" is not a PNG, JPG, GIF or WebP image.`;
    if (file.size > MAX_IMAGE_BYTES)
      return `"${file.name}" is larger than ${MAX_IMAGE_MB}MB. Please choose a smaller image.`;
  }
  return null;
}

const toValues = (product: Product | null): ProductFormValues => ({
  productName: product?.productName ?? "",
  description: product?.description ?? "",
  price: product ? String(product.price) : "",
  quantity: product ? String(product.quantity) : "",
  discount: product ? String(product.discount) : "0",
  categoryId: product ? String(product.categoryId) : "",
});

const FIELDS = ["productName", "description", "price", "quantity", "discount", "categoryId"] as const;

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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={product ? "Edit Product" : "Add New Product"}
      description={product ? `Product #${product.productId}` : "Fill in the details of the new product."}
    >
      {/* Keyed so that every opening starts from the product's current values. */}
      {open && (
        <ProductForm
          key={product?.productId ?? "new"}
          product={product}
          adminNote={adminNote}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

/** An object URL for a chosen file, revoked when the file changes or the form closes. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ProductForm({
  product,
  adminNote,
  onCancel,
  onSaved,
}: {
  product: Product | null;
  adminNote: boolean;
  onCancel: () => void;
  onSaved: ProductFormDialogProps["onSaved"];
}) {
  const categoriesQuery = useFormCategories();
  const categories = useMemo(
    () => (categoriesQuery.isError ? [...FALLBACK_CATEGORIES] : (categoriesQuery.data ?? [])),
    [categoriesQuery.isError, categoriesQuery.data],
  );
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const imageInputId = useId();
  const previewUrl = useObjectUrl(files[0]);

  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: toValues(product),
    resolver: zodResolver(productFormSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>,
    reValidateMode: "onSubmit",
  });

  // Once the list is in, show the product's category (the options were missing at first render);
  // new products default to the first category.
  useEffect(() => {
    const first = categories[0];
    if (!first) return;
    const current = getValues("categoryId");
    setValue("categoryId", current || (product ? "" : String(first.categoryId)));
  }, [categories, product, getValues, setValue]);

  // A field's error clears as soon as it is edited (docs/product/storefront.md §4).
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const save = useMutation({
    mutationFn: async (values: ProductFormOutput) => {
      const payload: ProductPayload = {
        productName: values.productName,
        description: values.description,
        price: values.price,
        discount: values.discount,
        quantity: values.quantity,
      };
      const saved = product
        ? await updateProduct(product.productId, {
            ...payload,
            categoryId: values.categoryId,
            productId: product.productId,
            // The stock this form opened with: units sold meanwhile stay sold.
            expectedQuantity: product.quantity,
          })
        : await createProduct(values.categoryId, payload);
      const image = files[0]; // several may be chosen; only the first is uploaded
      if (image) {
        try {
          await uploadProductImage(saved.productId, image);
        } catch (error) {
          // A failed upload is only logged; the product itself is saved (spec section 8).
          console.warn(FALLBACK.uploadImage, error);
        }
      }
      return saved;
    },
    onSuccess: (saved, values) => {
      if (!product) return onSaved(SUCCESS.productAdded, saved);
      const soldMeanwhile = values.quantity - saved.quantity;
      onSaved(
        soldMeanwhile > 0
          ? `${SUCCESS.productUpdated}. ${soldMeanwhile} sold while you were editing: ${saved.quantity} left in stock.`
          : SUCCESS.productUpdated,
        saved,
      );
    },
    onError: (error) => {
      setSaveError(errorMessage(error, FALLBACK.saveProduct));
      if (isApiError(error)) {
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(name)) setError(name as (typeof FIELDS)[number], { message });
        }
      }
    },
  });

  function onFilesChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    const problem = imageFilesError(chosen);
    setImageError(problem);
    setFiles(problem ? [] : chosen);
    if (problem) event.target.value = "";
  }

  const submit = handleSubmit((values) => {
    setSaveError(null);
    if (imageError) return;
    save.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {adminNote && (
        <Alert kind="info" title={null}>
          As an admin you can edit only the products you own; other sellers' products can be deleted but not edited.
        </Alert>
      )}
      {saveError && <Alert kind="error">{saveError}</Alert>}
      <Input label="Product Name" required error={errors.productName?.message} {...field("productName")} />
      <Textarea label="Description" required rows={4} error={errors.description?.message} {...field("description")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Price ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
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
      <Select
        label="Category"
        required
        disabled={categoriesQuery.isPending}
        error={errors.categoryId?.message}
        hint={categoriesQuery.isPending ? "Loading categories…" : undefined}
        {...field("categoryId")}
      >
        {categories.length === 0 && <option value="">No categories</option>}
        {categories.map((category) => (
          <option key={category.categoryId} value={category.categoryId}>
            {category.categoryName}
          </option>
        ))}
      </Select>
      <FormField
        id={imageInputId}
        label="Product Images"
        hint={
          files.length > 1
            ? `${files.length} images chosen; only the first ("${files[0]?.name}") is uploaded.`
            : `PNG, JPG, GIF or WebP up to ${MAX_IMAGE_MB}MB`
        }
        error={imageError ?? undefined}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            {previewUrl || hasRealImage(product?.image) ? (
              <ProductImage
                src={previewUrl ?? product?.image}
                alt={previewUrl ? "Preview of the chosen image" : "Current image"}
                sizes="48px"
                className="size-12 shrink-0 rounded-lg"
              />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-400">
                <ImagePlus aria-hidden="true" className="size-5" />
              </span>
            )}
            <input
              {...control}
              type="file"
              accept={ACCEPTED_IMAGE_INPUT}
              multiple
              onChange={onFilesChange}
              className={cn(
                controlClasses,
                "py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink-800",
              )}
            />
          </div>
        )}
      </FormField>
      {product && (
        <p className="flex items-center gap-2 text-xs text-ink-500">
          <Info aria-hidden="true" className="size-3.5" />
          Leave the image empty to keep the current one.
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {product ? "Update Product" : "Add Product"}
        </Button>
      </div>
    </form>
  );
}
