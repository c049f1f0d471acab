/** A product's reviews: the pages of its list and the signed-in shopper's own review. */
export const reviewKeys = {
  all: (productId: number) => ["reviews", productId] as const,
  list: (productId: number, page: number) => ["reviews", productId, "list", page] as const,
  mine: (productId: number) => ["reviews", productId, "mine"] as const,
};

/**
 * The catalog's key of one product (catalog/api/get-product.ts): its average rating changes with a
 * review. Written out here because reviews may not use the catalog (the catalog uses reviews).
 */
export const productQueryKey = (productId: number) => ["products", "detail", productId] as const;
