import { Page, PageHeader } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { PromotionsManager } from "../components/promotions-manager";

/** The shop's discount codes (docs/decisions/0022): the shop pays for them. */
export function PromotionsPage() {
  usePageTitle("Promotions");
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Promotions"
        description="Discount codes shoppers enter in the cart or at checkout."
      />
      <PromotionsManager scope="admin" heading="Discount codes" />
    </Page>
  );
}
