import type { Product } from "@shop/contract";
import { FALLBACK, SUCCESS } from "@shop/contract/messages/back-office";
import { type ChangeEvent, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { errorMessage, isApiError } from "../../../../lib/api-client";
import { imageFilesError } from "../../../../lib/image-upload";
import { useFormCategories } from "../api/get-form-categories";
import { useSaveProduct } from "../api/save-product";
import {
  gridErrorPath,
  gridKey,
  isGridKey,
  type ProductFormOutput,
  type ProductFormValues,
  productResolver,
  toProductPayload,
  translationsPayload,
} from "./product-form-schema";
import { useShopSettings } from "../../../../lib/shop-settings";
import { draftOf, filePictures } from "./variant-model";

export const PRODUCT_FIELDS = ["productName", "description", "price", "quantity", "discount", "categoryId"] as const;
const OPTION_FIELDS = ["price", "quantity", "discount"] as const;
const GRID_PROBLEM = "Check the options and variants below.";

const toValues = (product: Product | null): ProductFormValues => {
  const draft = draftOf(product);
  return {
    productName: product?.productName ?? "",
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    quantity: product ? String(product.quantity) : "",
    discount: product ? String(product.discount) : "0",
    categoryId: product ? String(product.categoryId) : "",
    hasOptions: (product?.options.length ?? 0) > 0,
    options: draft.options,
    variants: draft.rows,
    translations: Object.fromEntries(
      Object.entries(product?.translations ?? {}).map(([code, t]) => [
        code,
        { productName: t.productName, description: t.description ?? "" },
      ]),
    ),
  };
};

/**
 * The product form's state and its save: the fields, the option grid and the chosen pictures, checked
 * by the contract's schemas (productResolver) and saved by useSaveProduct. The dialog only draws it.
 */
export function useProductForm(
  product: Product | null,
  onSaved: (message: string, product: Product) => void,
  onWide: (wide: boolean) => void,
) {
  const { languages } = useShopSettings();
  const categoriesQuery = useFormCategories();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: toValues(product),
    resolver: productResolver,
    reValidateMode: "onSubmit",
    // The first wrong field of the product gets the focus (below); a grid problem leaves it on the
    // button and says so at the top, as the form did before the grid was part of it.
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, setError, setValue, getValues, watch } = form;
  const hasOptions = watch("hasOptions");
  useEffect(() => onWide(hasOptions), [hasOptions, onWide]);

  // Once the list is in, show the product's category (the options were missing at first render);
  // new products default to the first category.
  useEffect(() => {
    const first = categories[0];
    if (!first) return;
    const current = getValues("categoryId");
    setValue("categoryId", current || (product ? "" : String(first.categoryId)));
  }, [categories, product, getValues, setValue]);

  // A field's error clears as soon as it is edited (docs/product/storefront.md §4).
  const field = (name: (typeof PRODUCT_FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const save = useSaveProduct(product);
  /** What the seller is told: with a stock typed in, how many sold while the form was open. */
  const savedMessage = (saved: Product, typedQuantity: number) => {
    if (!product) return SUCCESS.productAdded;
    const soldMeanwhile = hasOptions ? 0 : typedQuantity - saved.quantity;
    return soldMeanwhile > 0
      ? `${SUCCESS.productUpdated}. ${soldMeanwhile} sold while you were editing: ${saved.quantity} left in stock.`
      : SUCCESS.productUpdated;
  };

  function onFilesChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    const problem = imageFilesError(chosen);
    setImageError(problem);
    setFiles(problem ? [] : chosen);
    if (problem) event.target.value = "";
  }

  const submit = handleSubmit(
    (values) => {
      setSaveError(null);
      if (imageError) return;
      const [options, variants] = getValues(["options", "variants"]);
      const hadOptions = (product?.options.length ?? 0) > 0;
      const translations = translationsPayload(getValues("translations"), languages);
      const payload = { ...toProductPayload(values, { hasOptions, options, variants }, hadOptions), translations };
      const expectedQuantity = product && !hasOptions ? product.quantity : undefined;
      // A new product's variants that show one of the chosen files get it once the files are uploaded.
      const variantFiles = !product && hasOptions ? filePictures({ options, rows: variants }) : [];
      save.mutate(
        { payload, categoryId: values.categoryId, files, expectedQuantity, variantFiles },
        {
          onSuccess: (saved) => onSaved(savedMessage(saved, values.quantity), saved),
          onError: (error) => {
            setSaveError(errorMessage(error, FALLBACK.saveProduct));
            if (!isApiError(error)) return;
            for (const [name, message] of Object.entries(error.fieldErrors)) {
              if ((PRODUCT_FIELDS as readonly string[]).includes(name))
                setError(name as (typeof PRODUCT_FIELDS)[number], { message });
              else if (isGridKey(name)) setError(gridErrorPath(gridKey(name)) as "variants", { message });
              else if (name.startsWith("translations.")) setError(name as "translations", { message });
            }
          },
        },
      );
    },
    (errors) => {
      const grid = Boolean(errors.options || errors.variants);
      setSaveError(grid ? GRID_PROBLEM : null);
      const first = PRODUCT_FIELDS.find((name) => errors[name]);
      if (!grid && first) form.setFocus(first);
    },
  );

  function toggleOptions(on: boolean) {
    setValue("hasOptions", on);
    clearErrors(["options", "variants", ...OPTION_FIELDS]);
    if (on && getValues("options").length === 0) {
      setValue("options", [{ key: "opt-first", name: "", values: [] }]);
      setValue("variants", []);
    }
  }

  const rowDefaults = {
    price: getValues("price") || (product ? String(product.price) : ""),
    discount: getValues("discount") || "0",
    quantity: "0",
  };

  return {
    form,
    field,
    hasOptions,
    toggleOptions,
    rowDefaults,
    categories,
    categoriesPending: categoriesQuery.isPending,
    files,
    imageError,
    onFilesChange,
    saveError,
    saving: save.isPending,
    submit,
  };
}
