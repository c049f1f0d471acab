import type { ComponentType, ReactNode } from "react";
import type { RouteObject } from "react-router";
import { FullPageSpinner } from "../components/ui";
import type { AreaName } from "../lib/area-texts";
import { pageLanguage } from "../lib/i18n";
import { RequireAuth, RequireRole } from "./guards";
import { AppLayout } from "./layout/app-layout";

/** The back office's texts in the page's language, loaded with its layout's chunk. */
const loadBackOffice = () => import("../lib/back-office-i18n").then((m) => m.loadBackOfficeLanguage(pageLanguage()));

export interface RouteHandle {
  /** The server renders this page with its data (else it sends the shell and the browser renders). */
  serverRendered?: boolean;
}

/** Shoppers' pages: rendered on the server with their data, then hydrated (decision 0017). */
const storefront: RouteHandle = { serverRendered: true };

/**
 * A page's module with its areas' texts in the page's language (docs/decisions/0045): the checkout's
 * and the account's catalogs load with their pages, never with the storefront's first load.
 */
function withTexts<T>(areas: readonly AreaName[], page: () => Promise<T>): Promise<T> {
  const texts = import("../lib/area-texts").then((m) => m.loadAreas(areas, pageLanguage()));
  return Promise.all([page(), texts]).then(([module]) => module);
}

/**
 * A page behind a guard, made once per page: paths that show the same page (/profile and /orders)
 * get the same component, so moving between them keeps the page mounted.
 */
function guardedBy(guard: (page: ReactNode) => ReactNode) {
  const made = new WeakMap<ComponentType, ComponentType>();
  return (Page: ComponentType): ComponentType => {
    let Guarded = made.get(Page);
    if (!Guarded) {
      Guarded = () => guard(<Page />);
      made.set(Page, Guarded);
    }
    return Guarded;
  };
}

const signedIn = guardedBy((page) => <RequireAuth>{page}</RequireAuth>);
const sellerOnly = guardedBy((page) => <RequireRole roles="seller">{page}</RequireRole>);
const adminOnly = guardedBy((page) => <RequireRole roles="admin">{page}</RequireRole>);

/**
 * What a page's place in the layout shows while its chunk loads for the first render in the browser.
 * A server-rendered page is loaded before hydration instead (main.tsx, ssr/match.ts), so it never shows.
 */
const HydrateFallback = FullPageSpinner;

const SELLER_SECTIONS = ["dashboard", "products", "orders", "earnings", "codes", "returns", "profile"] as const;

/**
 * The route table of docs/product/storefront.md §2 (plus the admin Users, Mail delivery and Store settings
 * screens and the footer's info pages). Every page is loaded on demand by React Router (route `lazy`)
 * and is its own chunk, so the storefront's first load carries no seller, admin, account or checkout code.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: "/",
        lazy: () => import("../features/catalog/pages/home-page").then((m) => ({ Component: m.HomePage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/products",
        lazy: () => import("../features/catalog/pages/products-page").then((m) => ({ Component: m.ProductsPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/products/:id",
        lazy: () =>
          import("../features/catalog/pages/product-detail-page").then((m) => ({ Component: m.ProductDetailPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/categories",
        lazy: () => import("../features/catalog/pages/categories-page").then((m) => ({ Component: m.CategoriesPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/cart",
        // The cart page's texts are an area of their own: loaded with the page, not on every storefront page.
        lazy: () =>
          withTexts(["cart"], () => import("../features/cart/pages/cart-page")).then((m) => ({
            Component: m.CartPage,
          })),
        HydrateFallback,
      },
      {
        path: "/login",
        lazy: () =>
          withTexts(["account"], () => import("../features/auth/pages/login-page")).then((m) => ({
            Component: m.LoginPage,
          })),
        HydrateFallback,
      },
      {
        path: "/register",
        lazy: () =>
          withTexts(["account"], () => import("../features/auth/pages/register-page")).then((m) => ({
            Component: m.RegisterPage,
          })),
        HydrateFallback,
      },
      {
        path: "/forgot-password",
        lazy: () =>
          withTexts(["account"], () => import("../features/auth/pages/forgot-password-page")).then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
        HydrateFallback,
      },
      {
        path: "/reset-password",
        lazy: () =>
          withTexts(["account"], () => import("../features/auth/pages/reset-password-page")).then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        HydrateFallback,
      },
      {
        path: "/reset-password/:token",
        lazy: () =>
          withTexts(["account"], () => import("../features/auth/pages/reset-password-page")).then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        HydrateFallback,
      },
      {
        path: "/checkout",
        lazy: () =>
          withTexts(["account", "cart", "checkout"], () => import("../features/checkout/pages/checkout-page")).then(
            (m) => ({
              Component: signedIn(m.CheckoutPage),
            }),
          ),
        HydrateFallback,
      },
      {
        path: "/checkout/success",
        lazy: () =>
          withTexts(
            ["account", "cart", "checkout"],
            () => import("../features/checkout/pages/checkout-success-page"),
          ).then((m) => ({
            Component: signedIn(m.CheckoutSuccessPage),
          })),
        HydrateFallback,
      },
      {
        path: "/checkout/cancel",
        lazy: () =>
          withTexts(
            ["account", "cart", "checkout"],
            () => import("../features/checkout/pages/checkout-cancel-page"),
          ).then((m) => ({
            Component: signedIn(m.CheckoutCancelPage),
          })),
        HydrateFallback,
      },
      {
        path: "/profile",
        lazy: () =>
          withTexts(["account"], () => import("../features/account/pages/account-page")).then((m) => ({
            Component: signedIn(m.AccountPage),
          })),
        HydrateFallback,
      },
      {
        path: "/orders",
        lazy: () =>
          withTexts(["account"], () => import("../features/account/pages/account-page")).then((m) => ({
            Component: signedIn(m.AccountPage),
          })),
        HydrateFallback,
      },
      {
        path: "/orders/:orderId",
        lazy: () =>
          withTexts(["account"], () => import("../features/account/pages/order-page")).then((m) => ({
            Component: signedIn(m.OrderPage),
          })),
        HydrateFallback,
      },
      {
        path: "/sell",
        lazy: () => import("../features/seller/pages/sell-page").then((m) => ({ Component: signedIn(m.SellPage) })),
        HydrateFallback,
      },
      {
        path: "/newsletter/confirm/:token",
        lazy: () =>
          import("../features/newsletter/pages/newsletter-link-page").then((m) => ({
            Component: m.NewsletterConfirmPage,
          })),
        HydrateFallback,
      },
      {
        path: "/newsletter/unsubscribe/:token",
        lazy: () =>
          import("../features/newsletter/pages/newsletter-link-page").then((m) => ({
            Component: m.NewsletterUnsubscribePage,
          })),
        HydrateFallback,
      },
      {
        path: "/about",
        lazy: () => import("../features/pages/pages/owner-page-view").then((m) => ({ Component: m.AboutPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/privacy",
        lazy: () => import("../features/pages/pages/owner-page-view").then((m) => ({ Component: m.PrivacyPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/terms",
        lazy: () => import("../features/pages/pages/owner-page-view").then((m) => ({ Component: m.TermsPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "/pages/:slug",
        lazy: () => import("../features/pages/pages/owner-page-view").then((m) => ({ Component: m.OwnPage })),
        HydrateFallback,
        handle: storefront,
      },
      {
        path: "*",
        lazy: () => import("./pages/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
        HydrateFallback,
        handle: storefront,
      },
    ],
  },
  {
    // The back office (docs/decisions/0053-the-back-office-of-its-own.md): its own layout, loaded with
    // its texts in the page's language; never rendered on the server.
    lazy: () =>
      Promise.all([import("./layout/back-office-layout"), loadBackOffice()]).then(([m]) => ({
        Component: m.BackOfficeLayout,
      })),
    HydrateFallback,
    children: [
      {
        path: "/admin",
        lazy: () =>
          import("../features/admin-home/pages/admin-home-page").then((m) => ({
            Component: adminOnly(m.AdminHomePage),
          })),
        HydrateFallback,
      },
      // The seller dashboard's sections: one screen, its path picks the tab (seller-dashboard-page.tsx).
      ...SELLER_SECTIONS.map((section) => ({
        path: `/seller/${section}`,
        lazy: () =>
          import("../features/seller/pages/seller-dashboard-page").then((m) => ({
            Component: sellerOnly(m.SellerDashboardPage),
          })),
        HydrateFallback,
      })),
      {
        path: "/admin/products",
        lazy: () =>
          import("../features/catalog/manage/pages/manage-products-page").then((m) => ({
            Component: adminOnly(m.ManageProductsPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/categories",
        lazy: () =>
          import("../features/catalog/manage/pages/manage-categories-page").then((m) => ({
            Component: adminOnly(m.ManageCategoriesPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/orders",
        lazy: () =>
          import("../features/seller/pages/admin-orders-page").then((m) => ({
            Component: adminOnly(m.AdminOrdersPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/users",
        lazy: () => import("../features/users/pages/users-page").then((m) => ({ Component: adminOnly(m.UsersPage) })),
        HydrateFallback,
      },
      {
        path: "/admin/mail",
        lazy: () =>
          import("../features/outbox/pages/mail-outbox-page").then((m) => ({ Component: adminOnly(m.MailOutboxPage) })),
        HydrateFallback,
      },
      {
        path: "/admin/returns",
        lazy: () =>
          import("../features/returns/pages/returns-page").then((m) => ({
            Component: adminOnly(m.ReturnsPage),
          })),
        HydrateFallback,
      },
      ...["/admin/sellers", "/admin/sellers/applications"].map((path) => ({
        path,
        lazy: () =>
          import("../features/seller/pages/admin-sellers-page").then((m) => ({
            Component: adminOnly(m.AdminSellersPage),
          })),
        HydrateFallback,
      })),
      {
        path: "/admin/promotions",
        lazy: () =>
          import("../features/promotions/pages/promotions-page").then((m) => ({
            Component: adminOnly(m.PromotionsPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/settings",
        lazy: () =>
          import("../features/store-settings/pages/store-settings-page").then((m) => ({
            Component: adminOnly(m.StoreSettingsPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/shipping",
        lazy: () =>
          import("../features/shipping-zones/pages/shipping-zones-page").then((m) => ({
            Component: adminOnly(m.ShippingZonesPage),
          })),
        HydrateFallback,
      },
      {
        path: "/admin/pages",
        lazy: () =>
          import("../features/pages/pages/owner-pages-page").then((m) => ({ Component: adminOnly(m.OwnerPagesPage) })),
        HydrateFallback,
      },
      {
        path: "/admin/newsletter",
        lazy: () =>
          import("../features/newsletter/pages/subscribers-page").then((m) => ({
            Component: adminOnly(m.SubscribersPage),
          })),
        HydrateFallback,
      },
    ],
  },
];
