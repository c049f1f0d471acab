import { productForm } from "@shop/contract";
import { z } from "zod";

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * The contract's productForm for raw input strings: a blank price or quantity reads as missing
 * ("Price is required", not "must be positive"), and a blank discount as 0 (optional, default 0).
 */
export const productFormSchema = productForm.extend({
  price: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.price),
  quantity: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.quantity),
  discount: z.preprocess((v) => (isBlank(v) ? 0 : v), productForm.shape.discount),
  categoryId: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.categoryId),
});

export type ProductFormValues = {
  productName: string;
  description: string;
  price: string;
  quantity: string;
  discount: string;
  categoryId: string;
};
export type ProductFormOutput = z.output<typeof productFormSchema>;
