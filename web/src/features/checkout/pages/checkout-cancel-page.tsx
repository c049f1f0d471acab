import { CircleX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, EmptyState, Page } from "../../../components/ui";
import { useCheckoutT } from "../../../lib/area-texts";
import { usePageTitle } from "../../../lib/use-page-title";

export function CheckoutCancelPage() {
  const t = useCheckoutT();
  usePageTitle(t("cancelPage.title"));
  return (
    <Page width="medium">
      <EmptyState
        icon={CircleX}
        titleAs="h1"
        title={t("cancelPage.title")}
        description={t("paymentCancelled")}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/cart" className={buttonClasses({ variant: "secondary" })}>
              {t("cancelPage.backToCart")}
            </Link>
            <Link to="/checkout" className={buttonClasses()}>
              {t("cancelPage.tryAgain")}
            </Link>
          </div>
        }
      />
    </Page>
  );
}
