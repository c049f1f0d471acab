/**
 * The storefront's page texts that its first load renders on the server (docs/decisions/0045): the
 * product page and its purchase box, the product list's sort and filters, the cart page and its
 * summary. Part of the storefront area (`messages/storefront.ts` spreads these groups into its `MSG`),
 * so a key reads `product.addToCart`, `filter.inStock`, `cart.title`.
 */
export const STOREFRONT_PAGES = {
  product: {
    back: "Back",
    loading: "Loading product",
    details: "Product Details",
    notFound: "No product found.",
    notFoundText: "This product may have been removed or the link may be mistyped.",
    browse: "Browse products",
    error: (message: string) => `Error: ${message}`,
    payOnDelivery: "Pay cash on delivery",
    detailsHeading: "Product details",
    productId: "Product ID",
    sku: "SKU",
    category: "Category",
    unitsInStock: "Units in stock",
    from: "From",
    notAvailable: "Not available",
    soldOut: "Sold out",
    addMore: "Add More to Cart",
    addToCart: "Add to Cart",
    addedMore: "Added More to Cart",
    added: "Added to Cart",
    viewCart: "View cart",
    quantity: "Quantity",
    comboSoldOut: "This combination is sold out. Choose another option.",
    comboNotAvailable: "This combination is not available",
    inStockCount: (stock: number) => `${stock} in stock`,
    inStockOf: (stock: number, variant: string) => `${stock} in stock in ${variant}`,
    alreadyInCart: (count: number) => `You already have ${count} of this item in your cart.`,
    // The options still to choose, named by the seller: "Choose Size and Color" (English writes its own).
    chooseNamed: (names: string) => `Choose ${names}`,
    notChosen: "(not chosen)",
    valueSoldOut: (value: string) => `${value}, sold out`,
    valueNotAvailable: (value: string) => `${value}, not available`,
    showChoice: "Show this choice",
  },
  sort: {
    label: "Sort by",
    button: "Sort",
    featured: "Featured",
    newest: "Newest",
    priceAsc: "Price: Low to High",
    priceDesc: "Price: High to Low",
    nameAsc: "Name: A to Z",
    nameDesc: "Name: Z to A",
    ratingDesc: "Rating: High to Low",
  },
  filter: {
    category: "Category",
    price: "Price",
    minPrice: "Min price",
    maxPrice: "Max price",
    anyPrice: "Any",
    availability: "Availability",
    inStock: "In Stock",
    onSale: "On Sale",
    facetsFailed: "Size, colour and other choices could not be loaded.",
    apply: "Apply filters",
    clearAll: "Clear all filters",
    clearSearch: "Clear search and filters",
    products: "Products",
    searchResults: (search: string) => `Search Results for ${search}`,
  },
  card: {
    added: "Added",
    addMore: "Add More",
  },
  // POST /cart/add's answer to a form it cannot read (server/src/modules/cart/add-form.ts)
  cartForm: {
    notAdded: "Not added to the cart",
    invalid: "The product or the quantity in the form is not valid.",
    back: "Back to the products",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous page",
    next: "Next page",
  },
  stepper: {
    decrease: "Decrease quantity",
    increase: "Increase quantity",
  },
  // the cart's tax line, also under the product page's price (web/src/features/cart/cart-totals.ts)
  cart: {
    tax: (rates: string) => `Tax (${rates})`,
  },
} as const;
