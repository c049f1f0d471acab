import { type CategoryDetail, type CategoryInput, categoryInput, LANGUAGE_NAMES } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Dialog, Input } from "../../../../components/ui";
import { errorMessage, isApiError } from "../../../../lib/api-client";
import { createCategory } from "../api/create-category";
import { updateCategory } from "../api/update-category";
import { useShopSettings } from "../../../../lib/shop-settings";

/** The form's values: the body's, and the name per other offered language as typed (decision 0054). */
type CategoryFormValues = CategoryInput & { names?: Record<string, string> };

export interface CategoryFormDialogProps {
  open: boolean;
  /** The category to rename; null adds a new one. */
  category: CategoryDetail | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function CategoryFormDialog({ open, category, onClose, onSaved }: CategoryFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={category ? "Edit Category" : "Add Category"}>
      {open && (
        <CategoryForm key={category?.categoryId ?? "new"} category={category} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function CategoryForm({
  category,
  onCancel,
  onSaved,
}: {
  category: CategoryDetail | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const { languages } = useShopSettings();
  const others = languages.slice(1);
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    defaultValues: {
      categoryName: category?.categoryName ?? "",
      taxRate: category?.taxRate ?? null,
      names: Object.fromEntries(others.map((code) => [code, category?.translations?.[code]?.categoryName ?? ""])),
    },
    resolver: zodResolver(categoryInput),
    reValidateMode: "onSubmit",
  });
  /** The body's translations: each other offered language's name, where one is written. */
  const translationsOf = (): CategoryInput["translations"] => {
    if (others.length === 0) return undefined;
    const names = getValues("names") ?? {};
    return Object.fromEntries(
      others.flatMap((code) => {
        const name = names[code]?.trim();
        return name ? [[code, { categoryName: name }]] : [];
      }),
    );
  };

  const save = useMutation({
    mutationFn: (input: CategoryInput) =>
      category ? updateCategory(category.categoryId, input) : createCategory(input),
    onSuccess: () => onSaved(category ? SUCCESS.categoryUpdated : SUCCESS.categoryAdded),
    onError: (error) => {
      const message = errorMessage(error, FALLBACK.saveCategory);
      for (const field of ["categoryName", "taxRate"] as const) {
        const fieldError = isApiError(error) ? error.fieldErrors[field] : undefined;
        if (fieldError) setError(field, { message: fieldError });
      }
      for (const code of others) {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const fieldError = fields[`translations.${code}.categoryName`] ?? fields[`translations.${code}`];
        if (fieldError) setError(`names.${code}`, { message: fieldError });
      }
      setSaveError(message);
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => {
        setSaveError(null);
        save.mutate({ ...values, translations: translationsOf() });
      })}
    >
      {saveError && <Alert kind="error">{saveError}</Alert>}
      <Input
        label="Category Name"
        required
        autoComplete="off"
        data-autofocus
        hint={MSG.categoryNameHint}
        error={errors.categoryName?.message}
        {...register("categoryName", { onChange: () => clearErrors("categoryName") })}
      />
      {others.map((code) => (
        <Input
          key={code}
          label={MSG.translationCategoryName(LANGUAGE_NAMES[code])}
          autoComplete="off"
          hint={MSG.translationHint}
          error={errors.names?.[code]?.message}
          {...register(`names.${code}`, { onChange: () => clearErrors(`names.${code}`) })}
        />
      ))}
      <Input
        label={MSG.categoryTaxRateLabel}
        inputMode="decimal"
        autoComplete="off"
        hint={MSG.categoryTaxRateHint}
        error={errors.taxRate?.message}
        {...register("taxRate", {
          // Empty: the shop's rate (null); anything else is checked by the contract's schema.
          setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)),
          onChange: () => clearErrors("taxRate"),
        })}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {category ? "Update Category" : "Add Category"}
        </Button>
      </div>
    </form>
  );
}
