/** `?variantId=V` of the cart's calls (docs/product/api.md): which variant's line; nothing for a product's only one. */
export const variantQuery = (variantId: number | null | undefined): string =>
  variantId == null ? "" : `?variantId=${variantId}`;
