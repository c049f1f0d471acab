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
    /** The line's variant (docs/decisions/0022): its id, option values ({} for a product without options) and SKU. */
    variantId: z.number().int(),
    options: z.record(z.string(), z.string()),
    sku: z.string().nullable(),
    /**
     * Taxes as the country has them (docs/decisions/0036-taxes.md): the rate of the product's category
     * (percent; null: the shop's), and the line's share of the code's discount, so the cart's tax is the
     * order's to the minor unit. Absent on a guest's cart, which is kept in the browser.
     */
    taxRate: z
      .number()
      .nullable()
      .optional()
      .meta({ description: "The category's tax rate, percent; null: the shop's" }),
    promotionDiscount: money.optional().meta({ description: "This line's share of the code's discount" }),
  })
  .meta({ id: "CartItem" });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    cartId: z.number().int().nullable(),
    totalPrice: money.meta({ description: "The sum of the lines (a discount code stands beside it as `discount`)" }),
    products: z.array(cartItemSchema),
    promotionCode: z.string().nullable().meta({ description: "The discount code applied to the cart, if any" }),
    discount: money.meta({ description: "What the code takes off the lines now (0 when it does not apply)" }),
    freeShipping: z.boolean().meta({ description: "The code makes shipping free" }),
    promotionProblem: z
      .string()
      .nullable()
      .meta({ description: "Why the applied code does not apply to the cart as it is now; null when it does" }),
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof cartSchema>;

export const cartOperation = z.enum(["increase", "decrease"], { error: "Operation must be increase or decrease" });
export const cartQuantityParam = z.coerce
  .number({ error: "Quantity must be a whole number of 1 or more" })
  .int("Quantity must be a whole number of 1 or more")
  .min(1, "Quantity must be a whole number of 1 or more")
  .max(10_000, "Quantity is too large");

/** `?variantId=V` on the cart's calls: which variant of the product the line is. */
export const cartVariantQuery = z.object({
  variantId: z.coerce
    .number({ error: "variantId must be a variant id" })
    .int("variantId must be a variant id")
    .positive("variantId must be a variant id")
    .max(2_147_483_647, "variantId must be a variant id")
    .optional(),
});
