/**
 * Every page path of the web app (docs/product/storefront.md §2, plus the admin screens and the footer's
 * pages). The server answers these with the app and 200, and every other path with the app and 404
 * (the app then shows Page Not Found); the web app's route table is tested against this list.
 */
export const PAGE_PATHS = [
  "/",
  "/products",
  "/products/:id",
  "/categories",
  "/cart",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/reset-password/:token",
  "/checkout",
  "/checkout/success",
  "/checkout/cancel",
  "/profile",
  "/orders",
  "/orders/:orderId",
  "/seller/dashboard",
  "/seller/products",
  "/seller/orders",
  "/seller/earnings",
  "/seller/codes",
  "/seller/returns",
  "/seller/profile",
  "/admin",
  "/admin/products",
  "/admin/categories",
  "/admin/shipping",
  "/admin/users",
  "/admin/mail",
  "/admin/settings",
  "/admin/sellers",
  "/admin/returns",
  "/admin/orders",
  "/admin/sellers/applications",
  "/sell",
  "/admin/promotions",
  "/admin/pages",
  "/admin/newsletter",
  "/newsletter/confirm/:token",
  "/newsletter/unsubscribe/:token",
  "/about",
  "/privacy",
  "/terms",
  "/pages/:slug",
] as const;

// Made on first use, not when the module loads: a bundle that needs only listCategoryParam (the
// storefront's lists) then leaves the paths and their patterns out.
let patterns: RegExp[] | undefined;

/** Whether a path (without its query) is one of the app's pages. */
export function isPagePath(pathname: string): boolean {
  patterns ??= PAGE_PATHS.map((p) => new RegExp(`^${p.replace(/:[a-zA-Z]+/g, "[^/]+").replace(/\//g, "\\/")}\\/?$`));
  return patterns.some((re) => re.test(pathname));
}

/**
 * The category a product list's address names (`/products?category=ID`): a whole number above zero
 * written in digits, else none (the list shows every category). The app reads it so, and the server
 * answers a list naming a category that does not exist with 404.
 */
export function listCategoryParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The pages the shop owner writes (decision 0014). Here, not beside their schemas: the storefront's
 * About, Privacy and Terms pages need the titles, and the schemas module would bring zod into their
 * first load (docs/decisions/0027-first-load-budget.md).
 */
export const OWNER_PAGES = {
  about: { path: "/about", title: "About Us" },
  privacy: { path: "/privacy", title: "Privacy Policy" },
  terms: { path: "/terms", title: "Terms of Service" },
} as const;
export type OwnerPageSlug = keyof typeof OWNER_PAGES;
export const OWNER_PAGE_SLUGS = Object.keys(OWNER_PAGES) as OwnerPageSlug[];

/**
 * The address of a page the owner adds (decision 0037): 2 to 40 lowercase letters, digits and hyphens.
 * The three built-in pages are pages too, at their own routes.
 */
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]{2,40}$/;
/** How many pages of their own an owner can add beside the three (the footer stays a list). */
export const MAX_OWN_PAGES = 20;

/** Whether a slug is About, Privacy or Terms: built in, kept at its own route, never deleted. */
export const isBuiltInPage = (slug: string): slug is OwnerPageSlug => Object.hasOwn(OWNER_PAGES, slug);

/** Where the storefront shows a page: `/about`, `/privacy`, `/terms`, or `/pages/{slug}`. */
export const pagePath = (slug: string): string => (isBuiltInPage(slug) ? OWNER_PAGES[slug].path : `/pages/${slug}`);
