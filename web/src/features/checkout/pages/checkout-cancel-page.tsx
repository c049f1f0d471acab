import { MSG } from "@shop/contract/messages/checkout";
import { CircleX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, EmptyState, Page } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";

export function CheckoutCancelPage() {
  usePageTitle("Payment Cancelled");
  return (
    <Page width="medium">
      <EmptyState
        icon={CircleX}
        titleAs="h1"
        title="Payment Cancelled"
        description={MSG.paymentCancelled}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/cart" className={buttonClasses({ variant: "secondary" })}>
              Back to Cart
            </Link>
            <Link to="/checkout" className={buttonClasses()}>
              Try Checkout Again
            </Link>
          </div>
        }
      />
    </Page>
  );
}
