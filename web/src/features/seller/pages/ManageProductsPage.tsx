import { Page, PageHeader } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { ProductsManager } from "../components/ProductsManager";

/**
 * The admin's Manage Products screen: every product of the shop, with the per-product edit/delete
 * checks of docs/product/storefront.md §6. It lives in the seller feature, which owns product management
 * for both the seller's "My Products" and this screen.
 */
export function ManageProductsPage() {
  usePageTitle("Manage Products");
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Manage Products"
        description="Every product in the shop, from every seller."
      />
      <ProductsManager scope="admin" heading="All Products" />
    </Page>
  );
}
