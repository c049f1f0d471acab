import { Home, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, Page } from "../../components/ui";
import { usePageTitle } from "../../lib/use-page-title";
import { useT } from "../../lib/i18n";

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t("notFoundHeading"));
  return (
    <Page width="medium" className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="font-display text-7xl font-semibold tracking-tight text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {t("notFoundHeading")}
      </h1>
      <p className="mt-3 max-w-md text-base text-ink-500">{t("notFoundText")}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          <Home aria-hidden="true" className="size-4" />
          {t("pageBackHome")}
        </Link>
        <Link to="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          {t("browseProducts")}
        </Link>
      </div>
    </Page>
  );
}
