import { z } from "zod";
import { money } from "./common.js";

export const cartItemSchema = z
  .object({
    productId: z.number().int(),
    productName: z.string(),
    description: z.string(),
    image: z.string(),
    price: money,
    discount: z.number(),
    specialPrice: money,
    quantity: z.number().int(),
    /** Units in stock now, so the cart can bound the stepper. */
    stock: z.number().int(),
    cartId: z.number().int().nullable(),
  })
  .meta({ id: "CartItem" });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    cartId: z.number().int().nullable(),
    totalPrice: money,
    products: z.array(cartItemSchema),
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof cartSchema>;

export const cartOperation = z.enum(["increase", "decrease"], { error: "Operation must be increase or decrease" });
export const cartQuantityParam = z.coerce
  .number({ error: "Quantity must be a whole number of 1 or more" })
  .int("Quantity must be a whole number of 1 or more")
  .min(1, "Quantity must be a whole number of 1 or more")
  .max(10_000, "Quantity is too large");
