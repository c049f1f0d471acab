/**
 * The back office's own layout and the owner's home (docs/decisions/0053-the-back-office-of-its-own.md):
 * a group of the back-office area's texts (keys `office.…`), kept in a file of its own.
 */
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const OFFICE = {
  title: "Back office",
  skipToContent: "Skip to content",
  menuOpen: "Open the back-office menu",
  menuClose: "Close the back-office menu",
  menu: "Menu",
  toStorefront: "Back to the storefront",
  signedInAs: (name: string) => `Signed in as ${name}`,
  logout: "Logout",
  groupOverview: "Overview",
  groupSales: "Sales",
  groupCatalog: "Catalog",
  groupPeople: "People",
  groupShop: "Shop",
  // the navigation's entries: the screens' own names
  home: "Home",
  sellerDashboard: "Seller Dashboard",
  orders: "Orders",
  returns: "Returns",
  promotions: "Promotions",
  products: "Product Management",
  categories: "Category Management",
  users: "Users",
  sellers: "Sellers & payouts",
  newsletter: "Newsletter",
  settings: "Store settings",
  shipping: "Shipping zones",
  pages: "Pages",
  mail: "Mail delivery",
  // the owner's home
  homeIntro: "What needs doing today, and how the last 30 days went.",
  homeLoading: "Loading the home",
  homeLoadFailed: "Failed to load the home",
  tryAgain: "Try again",
  todoTitle: "Needs doing today",
  todoNone: "Nothing needs doing today.",
  todoOrdersToShip: (count: number) =>
    `${count} ${plural(count, "order has", "orders have")} waited more than two days to ship`,
  todoReturnsRequested: (count: number) => `${count} ${plural(count, "return waits", "returns wait")} for an answer`,
  todoReturnsEscalated: (count: number) => `${count} ${plural(count, "return", "returns")} escalated to you`,
  todoApplications: (count: number) =>
    `${count} ${plural(count, "seller application waits", "seller applications wait")} for a decision`,
  todoPayouts: (amount: string, count: number) => `${amount} owed to ${count} ${plural(count, "seller", "sellers")}`,
  todoLowStock: (count: number) => `${count} ${plural(count, "variant", "variants")} low on stock`,
  todoSoldOut: (count: number) => `${count} ${plural(count, "variant", "variants")} sold out`,
  todoFailedMails: (count: number) => `${count} ${plural(count, "mail", "mails")} could not be delivered`,
  periodTitle: "Last 30 days",
  periodRange: (from: string, to: string) => `${from} – ${to}`,
  sales: "Sales",
  averageOrder: "Average order value",
  /** `change`: a signed percentage as the page's language writes it ("+12 %", "−3 %"). */
  changeAgainst: (change: string) => `${change} against the 30 days before`,
  changeSame: "The same as the 30 days before",
  changeNothingBefore: "Nothing in the 30 days before to compare with",
  previousFigure: (figure: string) => `30 days before: ${figure}`,
  openList: "Open the list",
  // Mark Delivered asks first: it mails the customer and books the sale in the ledger
  deliverTitle: (orderId: number) => `Mark order #${orderId} delivered?`,
  deliverQuestion:
    "The customer is mailed that it arrived, and the sale is booked in the sellers' ledger. This cannot be undone.",
  deliverConfirm: "Mark Delivered",
  deliverCancel: "Not yet",
  // the seller's order details: the part's shipment as the seller gave it
  shipmentTitle: "Shipment",
  shipmentCarrier: "Carrier",
  shipmentTracking: "Tracking number",
  shipmentTrack: "Track the parcel",
  shipmentNone: "No carrier or tracking number was given.",
  // the whole shop's orders: the seller filter by name
  ordersSellerNameLabel: "Seller",
  ordersSellerNamePlaceholder: "Shop name or username",
  orderSellerNameInvalid: "Seller name can have at most 100 characters on one line",
  orderSellerNameNotYours: "A seller's orders cannot be filtered by seller name",
} as const;
