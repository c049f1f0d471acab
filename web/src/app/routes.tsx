import type { RouteObject } from "react-router";
import { RequireAuth, RequireRole } from "./guards";
import { AppLayout } from "./layout/app-layout";
import { lazyPage } from "./lazy-page";

export interface RouteHandle {
  /** The server renders this page with its data (else it sends the shell and the browser renders). */
  serverRendered?: boolean;
}

// Every page is its own chunk, so the storefront's first load carries no seller, admin, account or checkout code.
const HomePage = lazyPage(() => import("../features/catalog/pages/HomePage"), "HomePage");
const ProductsPage = lazyPage(() => import("../features/catalog/pages/ProductsPage"), "ProductsPage");
const ProductDetailPage = lazyPage(() => import("../features/catalog/pages/ProductDetailPage"), "ProductDetailPage");
const CategoriesPage = lazyPage(() => import("../features/catalog/pages/CategoriesPage"), "CategoriesPage");
const CartPage = lazyPage(() => import("../features/cart/pages/CartPage"), "CartPage");
const LoginPage = lazyPage(() => import("../features/auth/pages/LoginPage"), "LoginPage");
const RegisterPage = lazyPage(() => import("../features/auth/pages/RegisterPage"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("../features/auth/pages/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../features/auth/pages/ResetPasswordPage"), "ResetPasswordPage");
const CheckoutPage = lazyPage(() => import("../features/checkout/pages/CheckoutPage"), "CheckoutPage");
const CheckoutSuccessPage = lazyPage(
  () => import("../features/checkout/pages/CheckoutSuccessPage"),
  "CheckoutSuccessPage",
);
const CheckoutCancelPage = lazyPage(
  () => import("../features/checkout/pages/CheckoutCancelPage"),
  "CheckoutCancelPage",
);
const AccountPage = lazyPage(() => import("../features/account/pages/AccountPage"), "AccountPage");
const SellerDashboardPage = lazyPage(
  () => import("../features/seller/pages/SellerDashboardPage"),
  "SellerDashboardPage",
);
const ManageProductsPage = lazyPage(() => import("../features/seller/pages/ManageProductsPage"), "ManageProductsPage");
const ManageCategoriesPage = lazyPage(
  () => import("../features/admin/pages/ManageCategoriesPage"),
  "ManageCategoriesPage",
);
const UsersPage = lazyPage(() => import("../features/admin/pages/UsersPage"), "UsersPage");
const MailOutboxPage = lazyPage(() => import("../features/admin/pages/MailOutboxPage"), "MailOutboxPage");
const StoreSettingsPage = lazyPage(() => import("../features/admin/pages/StoreSettingsPage"), "StoreSettingsPage");
const AboutPage = lazyPage(() => import("../features/pages/pages/OwnerPageView"), "AboutPage");
const PrivacyPage = lazyPage(() => import("../features/pages/pages/OwnerPageView"), "PrivacyPage");
const TermsPage = lazyPage(() => import("../features/pages/pages/OwnerPageView"), "TermsPage");
const NewsletterPage = lazyPage(() => import("../features/admin/pages/NewsletterPage"), "NewsletterPage");
const NewsletterConfirmPage = lazyPage(
  () => import("../features/newsletter/pages/NewsletterLinkPage"),
  "NewsletterConfirmPage",
);
const NewsletterUnsubscribePage = lazyPage(
  () => import("../features/newsletter/pages/NewsletterLinkPage"),
  "NewsletterUnsubscribePage",
);
const OwnerPagesPage = lazyPage(() => import("../features/admin/pages/OwnerPagesPage"), "OwnerPagesPage");
const NotFoundPage = lazyPage(() => import("./pages/NotFoundPage"), "NotFoundPage");

/** Shoppers' pages: rendered on the server with their data, then hydrated (decision 0017). */
const storefront: RouteHandle = { serverRendered: true };

const signedIn = (page: React.ReactNode) => <RequireAuth>{page}</RequireAuth>;
const sellerOnly = (page: React.ReactNode) => <RequireRole roles="seller">{page}</RequireRole>;
const adminOnly = (page: React.ReactNode) => <RequireRole roles="admin">{page}</RequireRole>;

/**
 * The route table of docs/product/storefront.md §2 (plus the admin Users, Mail delivery and Store settings
 * screens and the footer's info pages).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage />, handle: storefront },
      { path: "/products", element: <ProductsPage />, handle: storefront },
      { path: "/products/:id", element: <ProductDetailPage />, handle: storefront },
      { path: "/categories", element: <CategoriesPage />, handle: storefront },
      { path: "/cart", element: <CartPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/reset-password/:token", element: <ResetPasswordPage /> },
      { path: "/checkout", element: signedIn(<CheckoutPage />) },
      { path: "/checkout/success", element: signedIn(<CheckoutSuccessPage />) },
      { path: "/checkout/cancel", element: signedIn(<CheckoutCancelPage />) },
      { path: "/profile", element: signedIn(<AccountPage />) },
      { path: "/orders", element: signedIn(<AccountPage />) },
      { path: "/seller/dashboard", element: sellerOnly(<SellerDashboardPage />) },
      { path: "/seller/products", element: sellerOnly(<SellerDashboardPage />) },
      { path: "/seller/orders", element: sellerOnly(<SellerDashboardPage />) },
      { path: "/admin/products", element: adminOnly(<ManageProductsPage />) },
      { path: "/admin/categories", element: adminOnly(<ManageCategoriesPage />) },
      { path: "/admin/users", element: adminOnly(<UsersPage />) },
      { path: "/admin/mail", element: adminOnly(<MailOutboxPage />) },
      { path: "/admin/settings", element: adminOnly(<StoreSettingsPage />) },
      { path: "/admin/pages", element: adminOnly(<OwnerPagesPage />) },
      { path: "/admin/newsletter", element: adminOnly(<NewsletterPage />) },
      { path: "/newsletter/confirm/:token", element: <NewsletterConfirmPage /> },
      { path: "/newsletter/unsubscribe/:token", element: <NewsletterUnsubscribePage /> },
      { path: "/about", element: <AboutPage />, handle: storefront },
      { path: "/privacy", element: <PrivacyPage />, handle: storefront },
      { path: "/terms", element: <TermsPage />, handle: storefront },
      { path: "*", element: <NotFoundPage />, handle: storefront },
    ],
  },
];
