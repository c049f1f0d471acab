/**
 * Changing products (docs/product/api.md §3): edited by their owner or an admin (who corrects a
 * listing; every edit is recorded with who made it), deleted by the owner or an admin. Every rule
 * that decides who may do what is here; every change empties the catalog caches.
 */
import { ERROR_CODES, type Language, MSG, type Product, type ProductInput, type ProductUpdateInput } from "@shop/contract";
import type { Db, Tx } from "../../db/client.js";
import { isUniqueViolation, violatedConstraint } from "../../db/errors.js";
import { type AuthUser, isAdmin } from "../../core/user.js";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import type { Amounts } from "../../core/money.js";
import { deleteUnusedImage } from "../images/store.js";
import { galleryOf } from "./gallery-repository.js";
import { categoryOr404, changingCatalog } from "./manage-categories.js";
import { recordOptionLabels } from "./option-labels.js";
import { checkTranslations, storedProductTranslations } from "./translations.js";
import { listPage } from "./product-pages.js";
import * as repo from "./product-repository.js";
import type { ProductRowValues } from "./product-repository.js";
import {
  galleryImages,
  liveVariants,
  replaceVariants,
  skusTakenElsewhere,
  type VariantValues,
} from "./variants-repository.js";

/** The owner, or an admin: a marketplace operator must be able to correct or remove a listing. */
const ownerOrAdmin = (user: AuthUser, ownerId: number) => ownerId === user.id || isAdmin(user);
export const canEdit = ownerOrAdmin;
export const canDelete = ownerOrAdmin;

/** Any product, listed or not (its owner and admins manage it either way). */
export async function productOr404(db: Db, id: number, digits: number): Promise<Product> {
  const product = await repo.findProduct(db, id, digits);
  if (!product) throw notFound(MSG.productNotFound);
  return product;
}

export async function ownerOr404(db: Db, id: number): Promise<number> {
  const owner = await repo.productOwner(db, id);
  if (owner === undefined) throw notFound(MSG.productNotFound);
  return owner;
}

type ProductWrite = ProductInput | ProductUpdateInput;

/** Option names and values as the product declares them (a variant may write "size": "m" for Size: M). */
function canonicalOptions(
  options: readonly { name: string; values: readonly string[] }[],
  given: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const byName = new Map(Object.entries(given).map(([k, v]) => [k.trim().toLowerCase(), v.trim()]));
  for (const option of options) {
    const value = byName.get(option.name.toLowerCase()) ?? "";
    out[option.name] = option.values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value;
  }
  return out;
}

/**
 * The variant set a write asks for, with the product-level price and discount as defaults; null without
 * `variants`. Prices in minor units of the shop's currency, refused with more decimals than it has.
 */
function variantSetOf(
  input: ProductWrite,
  money: Amounts,
): { options: ProductRowValues["options"]; variants: VariantValues[] } | null {
  if (!input.variants) return null;
  const options = (input.options ?? []).map((o) => ({ name: o.name, values: [...o.values] }));
  if (input.price !== undefined) money.minor(input.price, "price", "Price");
  return {
    options,
    variants: input.variants.map((v, i) => ({
      variantId: v.variantId,
      sku: v.sku ?? null,
      options: canonicalOptions(options, v.options),
      priceMinor:
        v.price === undefined
          ? money.minor(input.price as number, "price", "Price")
          : money.minor(v.price, `variants.${i}.price`, "Price"),
      discount: v.discount ?? input.discount ?? 0,
      quantity: v.quantity,
      expectedQuantity: v.expectedQuantity,
      image: v.image,
    })),
  };
}

/** Refuses SKUs the seller uses on another product, and pictures that are not in the product's gallery. */
async function checkVariants(db: Tx, sellerId: number, productId: number | null, variants: readonly VariantValues[]) {
  const skus = variants.flatMap((v) => (v.sku ? [v.sku] : []));
  const taken = await skusTakenElsewhere(db, sellerId, productId, skus);
  if (taken.length > 0) {
    const index = variants.findIndex((v) => v.sku?.toLowerCase() === taken[0]!.toLowerCase());
    const sku = variants[index]?.sku ?? taken[0]!;
    throw badRequest(MSG.skuTaken(sku), { [`variants.${index}.sku`]: MSG.skuTaken(sku) });
  }
  const pictures = variants.flatMap((v, i) => (v.image ? [{ i, image: v.image }] : []));
  if (pictures.length > 0) {
    const gallery = productId === null ? new Set<string>() : await galleryImages(db, productId);
    const stray = pictures.find((p) => !gallery.has(p.image));
    if (stray)
      throw badRequest(MSG.variantImageNotInGallery, { [`variants.${stray.i}.image`]: MSG.variantImageNotInGallery });
  }
}

/** A catalog write whose unique indexes answer in words: the name per owner and category, the SKU per seller. */
async function uniqueAsMessages<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === "product_variants_sku_uq") {
      throw badRequest(MSG.skuTaken("of one of these variants"));
    }
    if (isUniqueViolation(error)) throw conflict(MSG.productNameTaken, ERROR_CODES.duplicate);
    throw error;
  }
}

/** What the product row keeps of a write: its texts (translations only when given) and options. */
const rowValues = (input: ProductWrite, options: ProductRowValues["options"]): ProductRowValues => ({
  productName: input.productName,
  description: input.description,
  options,
  translations: input.translations && storedProductTranslations(input.translations),
});

/** Creates a product owned by the caller, with its variants (one default variant without options). */
export async function createProduct(
  db: Db,
  user: AuthUser,
  categoryId: number,
  input: ProductInput,
  money: Amounts,
  languages: readonly Language[],
): Promise<Product> {
  checkTranslations(input.translations, languages);
  await categoryOr404(db, categoryId);
  const set = variantSetOf(input, money) ?? {
    options: [],
    variants: [
      {
        sku: null,
        options: {},
        priceMinor: money.minor(input.price!, "price", "Price"),
        discount: input.discount ?? 0,
        quantity: input.quantity!,
      },
    ],
  };
  await checkVariants(db, user.id, null, set.variants);
  const id = await uniqueAsMessages(() =>
    changingCatalog(db, async (tx) => {
      const productId = await repo.insertProduct(tx, rowValues(input, set.options), categoryId, user.id);
      await replaceVariants(tx, productId, user.id, set.variants);
      await recordOptionLabels(tx, set.options);
      return productId;
    }),
  );
  return productOr404(db, id, money.digits);
}

/**
 * Changes a product. With `variants` the set is replaced; without, the product-level price, discount
 * and stock are its one variant's, and a product with several variants keeps them (a body that asks
 * to change its price or stock at product level is refused: that is per variant).
 */
export async function updateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  input: ProductUpdateInput,
  money: Amounts,
  languages: readonly Language[],
): Promise<Product> {
  checkTranslations(input.translations, languages);
  const current = await productOr404(db, id, money.digits);
  if (!canEdit(user, current.sellerId)) throw forbidden("You can only edit your own products");
  const { categoryId } = input;
  if (categoryId !== undefined) await categoryOr404(db, categoryId);
  const set = variantSetOf(input, money);
  if (set) await checkVariants(db, current.sellerId, id, set.variants);
  await uniqueAsMessages(() =>
    changingCatalog(db, async (tx) => {
      await repo.recordEdit(tx, id, user.id, current.sellerId !== user.id);
      const live = await liveVariants(tx, id);
      if (set) {
        await repo.updateProduct(tx, id, { ...rowValues(input, set.options), categoryId });
        await replaceVariants(tx, id, current.sellerId, set.variants);
        await recordOptionLabels(tx, set.options);
        return;
      }
      if (live.length === 1) {
        const only = live[0]!;
        await repo.updateProduct(tx, id, { ...rowValues(input, current.options), categoryId });
        await replaceVariants(tx, id, current.sellerId, [
          {
            variantId: only.id,
            sku: only.sku,
            options: only.options,
            priceMinor: money.minor(input.price!, "price", "Price"),
            discount: input.discount ?? 0,
            quantity: input.quantity!,
            expectedQuantity: input.expectedQuantity,
          },
        ]);
        return;
      }
      // Several variants: the spec's fields may come back as they were read, and then change nothing.
      const unchanged =
        money.minor(input.price!, "price", "Price") === money.minor(current.price, "price", "Price") &&
        (input.discount ?? 0) === current.discount &&
        (input.quantity === current.quantity || input.expectedQuantity === input.quantity);
      if (!unchanged) throw badRequest(MSG.variantsEditPerVariant, { variants: MSG.variantsEditPerVariant });
      await repo.updateProduct(tx, id, { ...rowValues(input, current.options), categoryId });
    }),
  );
  return productOr404(db, id, money.digits);
}

/** Deletes a product (its owner or an admin); it leaves every cart, orders keep their copy. */
export async function deleteProduct(db: Db, user: AuthUser, id: number, digits: number): Promise<Product> {
  const product = await productOr404(db, id, digits);
  if (!canDelete(user, product.sellerId)) throw forbidden("You can only delete your own products");
  await changingCatalog(db, async (tx) => {
    const shown = await galleryOf(tx, id);
    await repo.deleteProduct(tx, id);
    for (const image of shown) await deleteUnusedImage(tx, image);
  });
  return product;
}

/** A seller's or an admin's list of products: everything they manage, listed or not, never cached. */
export const listManagedProducts = listPage;
