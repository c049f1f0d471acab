import { MAX_OPTIONS } from "@shop/contract";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { gridError, gridErrorPath, type ProductFormOutput, type ProductFormValues } from "./product-form-schema";
import {
  addAllCombinations,
  addValues,
  emptyRow,
  missingCombinations,
  moveValue,
  newKey,
  removeValue,
  type VariantRow,
} from "./variant-model";

export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
/** An added option or row leaves the focus on the button pressed (react-hook-form would move it into the new row). */
const KEEP_FOCUS = { shouldFocus: false } as const;

export type RowField = "price" | "discount" | "quantity" | "sku" | "image";

/**
 * The options and the variant grid as two field arrays of the product form, and the seller's moves
 * on them (docs/decisions/0022). Problems are keyed like the server's field errors ("options.0.values",
 * "variants.2.price", "variants"); a move clears the problems it answers.
 */
export function useVariantGrid(form: ProductForm, defaults: Pick<VariantRow, "price" | "discount" | "quantity">) {
  const { control, register, getValues, setValue, clearErrors, formState, watch } = form;
  const optionList = useFieldArray({ control, name: "options" });
  const rowList = useFieldArray({ control, name: "variants" });
  // Watched through the form (its host renders again on every change, as the grid's state did before):
  // the rows' titles, the header and the option selects follow the options as they are typed.
  const options = watch("options");
  const rows = watch("variants");
  const draft = () => ({ options: getValues("options"), rows: getValues("variants") });

  const error = (key: string) => gridError(formState.errors, key);
  const clear = (keys: string[] | "all") =>
    clearErrors(keys === "all" ? ["options", "variants"] : (keys.map(gridErrorPath) as "variants"[]));
  const optionValues = (i: number) => `options.${i}.values` as const;

  return {
    options,
    rows,
    optionFields: optionList.fields,
    rowFields: rowList.fields,
    missing: missingCombinations({ options, rows }),
    error,
    clear,
    optionName: (i: number) =>
      register(`options.${i}.name`, { onChange: () => clear([`options.${i}.name`, "options"]) }),
    addOption: () => {
      if (getValues("options").length >= MAX_OPTIONS) return;
      clear(["options"]);
      optionList.append({ key: newKey("opt"), name: "", values: [] }, KEEP_FOCUS);
    },
    removeOption: (i: number) => {
      clear("all");
      optionList.remove(i);
    },
    addValues: (i: number, entry: string) => {
      clear([`options.${i}.values`, `options.${i}`, "options"]);
      const option = getValues(`options.${i}`);
      const next = addValues(draft(), option.key, entry).options[i];
      if (next) setValue(optionValues(i), next.values);
    },
    /** Removing a value removes the rows that use it: a row cannot keep a value the option no longer lists. */
    removeValue: (i: number, value: string) => {
      clear("all");
      const option = getValues(`options.${i}`);
      const next = removeValue(draft(), option.key, value).options[i];
      const using = getValues("variants").flatMap((row, at) => (row.values[option.key] === value ? [at] : []));
      if (next) setValue(optionValues(i), next.values);
      if (using.length > 0) rowList.remove(using);
    },
    moveValue: (i: number, value: string, by: -1 | 1) => {
      const option = getValues(`options.${i}`);
      const next = moveValue(draft(), option.key, value, by).options[i];
      if (next) setValue(optionValues(i), next.values);
    },
    addAllCombinations: () => {
      clear(["variants"]);
      const current = draft();
      rowList.append(addAllCombinations(current, defaults).rows.slice(current.rows.length), KEEP_FOCUS);
    },
    addRow: () => {
      clear(["variants"]);
      rowList.append(emptyRow(getValues("options"), defaults), KEEP_FOCUS);
    },
    removeRow: (i: number) => {
      const fields = ["options", "price", "discount", "quantity", "sku", "image"];
      clear([...fields.map((f) => `variants.${i}.${f}`), "variants"]);
      rowList.remove(i);
    },
    setAll: (field: "price" | "quantity", value: string) => {
      clear("all");
      getValues("variants").forEach((_, i) => {
        setValue(`variants.${i}.${field}`, value);
      });
    },
    /** A row's cell, registered; an edit clears its problem and the grid's own. */
    cell: (i: number, field: RowField) =>
      register(`variants.${i}.${field}`, { onChange: () => clear([`variants.${i}.${field}`, "variants"]) }),
    /** A row's choice of an option's value; an edit clears the row's options problem. */
    choice: (i: number, optionKey: string) =>
      register(`variants.${i}.values.${optionKey}`, { onChange: () => clear([`variants.${i}.options`, "variants"]) }),
  };
}

export type VariantGridState = ReturnType<typeof useVariantGrid>;
