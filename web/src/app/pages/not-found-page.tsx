import { Home, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, Page } from "../../components/ui";
import { usePageTitle } from "../../lib/use-page-title";

export function NotFoundPage() {
  usePageTitle("Page Not Found");
  return (
    <Page width="medium" className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="font-display text-7xl font-semibold tracking-tight text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-base text-ink-500">
        Sorry, we couldn’t find the page you’re looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          <Home aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Link to="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          Browse Products
        </Link>
      </div>
    </Page>
  );
}
