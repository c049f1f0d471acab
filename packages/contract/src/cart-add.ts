/**
 * The storefront's "Add to Cart" before its JavaScript has loaded (docs/decisions/0025): a form
 * POSTs /cart/add, the server answers 303 to /cart?add=<productId>.<variantId or 0>.<quantity>, and
 * the cart page adds that line once it runs. Both sides read and write the parameter here.
 */

/** One line to add: variantId 0 when the form named none (a product with one variant). */
export interface PendingAdd {
  productId: number;
  variantId: number;
  quantity: number;
}

/** Ids are positive 32-bit integers; a cart line holds at most this many units per add. */
const MAX_INT = 2_147_483_647;
export const PENDING_ADD_MAX_QUANTITY = 10_000;

const whole = (text: string | null | undefined, min: number, max: number): number | undefined => {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : undefined;
};

/** Reads the form's fields (productId, variantId, quantity); undefined when any is not a valid whole number. */
export function readAddToCartForm(fields: {
  productId?: string | null;
  variantId?: string | null;
  quantity?: string | null;
}): PendingAdd | undefined {
  const productId = whole(fields.productId, 1, MAX_INT);
  const variantText = fields.variantId?.trim() ?? "";
  const variantId = variantText === "" ? 0 : whole(variantText, 0, MAX_INT);
  const quantityText = fields.quantity?.trim() ?? "";
  const quantity = quantityText === "" ? 1 : whole(quantityText, 1, PENDING_ADD_MAX_QUANTITY);
  if (productId === undefined || variantId === undefined || quantity === undefined) return undefined;
  return { productId, variantId, quantity };
}

/** `12.0.1`: the value of the cart page's `add` parameter. */
export const writePendingAdd = ({ productId, variantId, quantity }: PendingAdd): string =>
  `${productId}.${variantId}.${quantity}`;

/** The `add` parameter read back; undefined when it is not three valid whole numbers. */
export function readPendingAdd(value: string | null | undefined): PendingAdd | undefined {
  const parts = value?.split(".");
  if (parts?.length !== 3) return undefined;
  return readAddToCartForm({ productId: parts[0], variantId: parts[1], quantity: parts[2] });
}
