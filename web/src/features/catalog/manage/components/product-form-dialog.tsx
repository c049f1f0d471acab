import { type Product, productInput } from "@shop/contract";
import { FALLBACK, SUCCESS } from "@shop/contract/messages/back-office";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ImagePlus, Info } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import {
  Alert,
  Button,
  Checkbox,
  controlClasses,
  Dialog,
  FormField,
  hasRealImage,
  Input,
  ProductImage,
  Select,
  Spinner,
  Textarea,
} from "../../../../components/ui";
import { errorMessage, isApiError } from "../../../../lib/api-client";
import { cn } from "../../../../lib/cn";
import { ACCEPTED_IMAGE_INPUT, imageFilesError, MAX_IMAGE_MB } from "../../../../lib/image-upload";
import { createProduct, type ProductPayload } from "../api/create-product";
import { useFormCategories } from "../api/get-form-categories";
import { useProductToEdit } from "../api/get-product-to-edit";
import { updateProduct } from "../api/update-product";
import { addGalleryImage } from "../api/add-gallery-image";
import { uploadProductImage } from "../api/upload-product-image";
import { type ProductFormOutput, type ProductFormValues, productFormSchema } from "./product-form-schema";
import { VariantEditor } from "./variant-editor";
import { draftOf, gridProblems, toPayload, type VariantDraft } from "./variant-model";

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

const optionFields = ["price", "quantity", "discount"] as const;

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
  onWide,
}: {
  product: Product | null;
  adminNote: boolean;
  onCancel: () => void;
  onSaved: ProductFormDialogProps["onSaved"];
  onWide: (wide: boolean) => void;
}) {
  const categoriesQuery = useFormCategories();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const imageInputId = useId();
  const previewUrl = useObjectUrl(files[0]);
  const [hasOptions, setHasOptions] = useState(() => (product?.options.length ?? 0) > 0);
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(product));
  const [gridErrors, setGridErrors] = useState<Record<string, string>>({});
  // The resolver reads the mode when the form is submitted: with options, price and stock are per variant.
  const withOptions = useRef(hasOptions);
  withOptions.current = hasOptions;
  useEffect(() => onWide(hasOptions), [hasOptions, onWide]);
  const clearGridErrors = (keys: string[] | "all") =>
    setGridErrors((current) => {
      if (keys === "all") return {};
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });

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
    resolver: ((values, context, options) =>
      zodResolver(
        withOptions.current
          ? productFormSchema.omit({ price: true, quantity: true, discount: true })
          : productFormSchema,
      )(values, context, options as never)) as Resolver<ProductFormValues, unknown, ProductFormOutput>,
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
      const payload: ProductPayload = hasOptions
        ? { productName: values.productName, description: values.description, ...toPayload(draft) }
        : {
            productName: values.productName,
            description: values.description,
            price: values.price,
            discount: values.discount,
            quantity: values.quantity,
            // A product that had options goes back to one default variant.
            ...(product && product.options.length > 0
              ? {
                  options: [],
                  variants: [
                    { options: {}, price: values.price, discount: values.discount, quantity: values.quantity },
                  ],
                }
              : {}),
          };
      const saved = product
        ? await updateProduct(product.productId, {
            ...payload,
            categoryId: values.categoryId,
            productId: product.productId,
            // The stock this form opened with: units sold meanwhile stay sold (per variant with options).
            ...(hasOptions ? {} : { expectedQuantity: product.quantity }),
          })
        : await createProduct(values.categoryId, payload);
      // Every chosen picture goes in: the first as the main image, the others into the gallery after it.
      // A failed upload is only logged; the product itself is saved (docs/product/storefront.md §8).
      for (const [i, image] of files.entries()) {
        try {
          if (i === 0) await uploadProductImage(saved.productId, image);
          else await addGalleryImage(saved.productId, image);
        } catch (error) {
          console.warn(FALLBACK.uploadImage, error);
        }
      }
      return saved;
    },
    onSuccess: (saved, values) => {
      if (!product) return onSaved(SUCCESS.productAdded, saved);
      if (hasOptions) return onSaved(SUCCESS.productUpdated, saved);
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
        const grid: Record<string, string> = {};
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(name)) setError(name as (typeof FIELDS)[number], { message });
          else if (/^(variants|options)(\.|$)/.test(name)) grid[gridKey(name)] = message;
        }
        setGridErrors(grid);
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
    if (hasOptions) {
      const problems = optionProblems(values, draft);
      setGridErrors(problems);
      if (Object.keys(problems).length > 0) {
        setSaveError("Check the options and variants below.");
        return;
      }
    }
    save.mutate(values);
  });

  function toggleOptions(on: boolean) {
    setHasOptions(on);
    setGridErrors({});
    for (const name of optionFields) clearErrors(name);
    if (on && draft.options.length === 0) setDraft({ options: [{ key: "opt-first", name: "", values: [] }], rows: [] });
  }

  const rowDefaults = {
    price: getValues("price") || (product ? String(product.price) : ""),
    discount: getValues("discount") || "0",
    quantity: "0",
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {adminNote && (
        <Alert kind="info" title={null}>
          As an admin you can correct any seller's listing; each edit is recorded with who made it.
        </Alert>
      )}
      {saveError && <Alert kind="error">{saveError}</Alert>}
      <Input label="Product Name" required error={errors.productName?.message} {...field("productName")} />
      <Textarea label="Description" required rows={4} error={errors.description?.message} {...field("description")} />
      {!hasOptions && (
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
          draft={draft}
          onChange={setDraft}
          errors={gridErrors}
          onClearErrors={clearGridErrors}
          gallery={product?.gallery}
          defaults={rowDefaults}
        />
      )}
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
            ? `${files.length} images chosen: the first ("${files[0]?.name}") is the main picture, the others join the gallery.`
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

/** "variants.2.options.Size" (a record's key in the path) reads as the row's options problem. */
function gridKey(path: string): string {
  const match = /^variants\.(\d+)\.options\b/.exec(path);
  return match ? `variants.${match[1]}.options` : path;
}

/** The grid's problems, then the contract's own rules (a combination twice, a SKU twice…), keyed like the server's. */
export function optionProblems(
  values: Pick<ProductFormOutput, "productName" | "description">,
  draft: VariantDraft,
): Record<string, string> {
  const problems = gridProblems(draft);
  if (Object.keys(problems).length > 0) return problems;
  const parsed = productInput.safeParse({
    productName: values.productName,
    description: values.description,
    ...toPayload(draft),
  });
  const out: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = gridKey(issue.path.map(String).join("."));
      if (/^(variants|options)(\.|$)/.test(key) && !(key in out)) out[key] = issue.message;
    }
  }
  return out;
}
