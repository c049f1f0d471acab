import { Page, PageHeader } from "../../../../components/ui";
import { usePageTitle } from "../../../../lib/use-page-title";
import { SetupChecklist } from "../../../setup";
import { ProductsManager } from "../components/products-manager";

/**
 * The admin's Manage Products screen: every product of the shop, with the per-product edit/delete
 * checks of docs/product/storefront.md §6. Product management is the catalog's (catalog/manage): the
 * same ProductsManager is the seller dashboard's "My Products". The back office's first screen, so it
 * opens with the "get your shop ready" checklist until every step is done (docs/product/api.md §9).
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
      <SetupChecklist className="mb-6" />
      <ProductsManager scope="admin" heading="All Products" />
    </Page>
  );
}
