/**
 * The storefront's texts: what a guest's pages (home, the product lists, a product, the categories, the
 * cart, the layout on every page) show before any interaction. The storefront's first load imports this
 * module and no other area's (docs/decisions/0027-first-load-budget.md); every other area's view of the
 * texts starts from it, because the layout is on every page.
 */
import { STOREFRONT_PAGES } from "./storefront-pages.js";

/** This area's own texts: each text of the shop is written once, in one area. */
export const OWN = {
  MSG: {
    ...STOREFRONT_PAGES,
    // server answers (docs/product/api.md)
    onlyNLeft: (left: number) => `Only ${left} left in stock`,
    // discount codes (docs/decisions/0022)
    promoCodeRequired: "Enter a discount code",
    // the owner's pages (docs/decisions/0037-pages-of-the-owners-own.md; also the API's 404)
    pageNotFound: "Page not found",
    pageNotFoundText: "There is no such page. It may have been removed, or the link may be mistyped.",
    pageNotWritten: "This page has not been written yet.",
    pageBackHome: "Back to Home",
    // the signed-in customer's menu: the way to apply to sell (docs/decisions/0047)
    sellOnShop: (shopName: string) => `Sell on ${shopName}`,
    // the admin's one link into the back office (docs/decisions/0053-the-back-office-of-its-own.md)
    backOffice: "Back office",
    // the rest of the signed-in menu (header and phone menu)
    menuProfile: "Profile",
    menuOrders: "My Orders",
    menuSellerDashboard: "Seller Dashboard",
    menuSignedInAs: "Signed in as",
    menuLogout: "Logout",
    // screen texts (sections 2, 4 and 8)
    sessionExpired: "Session expired. Please log in again.",
    guestCartHint: "Your cart will be saved when you sign in.",
    // prices with tax included (docs/decisions/0036-taxes.md): the summaries' tax line
    taxIncluded: (rate: string) => `incl. ${rate} tax`,
    taxIncludedRates: "incl. tax",
    // the product page's seller line, and the invoice's column of the sellers' tax IDs
    soldBy: "Sold by",
    // the product page's return window: the seller's own, else the shop's (docs/decisions/0046-returns-and-refunds.md)
    productReturnsWithin: (days: number) => (days === 1 ? "Returns within 1 day" : `Returns within ${days} days`),
    productNoReturns: "No returns",
    guestProductNotInCart: "Product not found in cart",
    guestProductNotFound: "Product not found",
    noProducts: "No products found",
    noProductsHint: "No products found. Try adjusting your search or filters.",
    // the list of a shop that has no products at all (nothing searched or filtered)
    noProductsYet: "No products yet",
    noCategories: "No categories found",
    // the language switcher of the header and footer (docs/decisions/0045-languages-and-messages.md)
    languageSwitcher: "Language",
    // the layout on every page: header, menu, search, footer
    navMain: "Main",
    navMobile: "Mobile",
    navProducts: "Products",
    navCategories: "Categories",
    login: "Login",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    searchLabel: "Search products",
    searchPlaceholder: "Search products…",
    searchButton: "Search",
    cartLabel: (count: number) => (count === 1 ? "Cart, 1 item" : `Cart, ${count} items`),
    footerShop: "Shop",
    footerCompany: "Company",
    footerContact: "Contact",
    footerAllProducts: "All Products",
    footerNewArrivals: "New Arrivals",
    footerCart: "Cart",
    footerRights: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
    // Page Not Found
    notFoundHeading: "Page Not Found",
    notFoundText:
      "Sorry, we couldn’t find the page you’re looking for. It may have moved, or the link may be mistyped.",
    browseProducts: "Browse Products",
    // a product's stock, on its card and page
    stockIn: "In Stock",
    stockLow: "Low Stock",
    stockOut: "Out of Stock",
    chooseOptions: "Choose options",
    // the product list
    showingProducts: (total: number) => `Showing ${total} ${total === 1 ? "product" : "products"}`,
    allProducts: "All Products",
    listEyebrowSearch: "Search",
    listEyebrowCategory: "Category",
    listEyebrowShop: "Shop",
    listIntro: "Everything in the shop, chosen for quality and made to last.",
    filtersShow: "Show filters",
    filtersHide: "Hide filters",
    filters: "Filters",
  },
  FALLBACK: {
    getCart: "Failed to get cart",
    addToCart: "Failed to add product to cart",
    updateCart: "Failed to update cart item",
    removeFromCart: "Failed to remove product from cart",
    fetchProducts: "Failed to fetch products",
    fetchProduct: "Failed to fetch product details",
    fetchByCategory: "Failed to fetch products by category",
    search: "Failed to search products",
    fetchCategories: "Failed to fetch categories",
  },
  SUCCESS: {},
} as const;

export const MSG = OWN.MSG;
/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = OWN.FALLBACK;
export const SUCCESS = OWN.SUCCESS;
