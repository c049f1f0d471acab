/** The catalog feature's public face, for the seller dashboard: product management and its query marks. */
export { ProductsManager, type ProductsManagerProps } from "./manage/components/products-manager";
export { isManagedProductsQuery, readsManagedProducts } from "./manage/query-keys";
