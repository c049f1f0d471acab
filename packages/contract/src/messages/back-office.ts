/**
 * The back office's texts: the seller dashboard and the admins' screens (products, variants and
 * categories, discount codes, the sellers' money, users, mail, store settings, the owner's pages)
 * (docs/decisions/0027-first-load-budget.md).
 */
import * as account from "./account.js";

/** This area's own texts: each text of the shop is written once, in one area. */
export const OWN = {
  MSG: {
    // validation (docs/product/storefront.md §5)
    productNameRequired: "Product name is required",
    productNameMin: "Product name should have at least 3 characters",
    descriptionRequired: "Description is required",
    descriptionMin: "Description should have at least 5 characters",
    priceRequired: "Price is required",
    pricePositive: "Price must be a positive number",
    /** The most decimals any currency has (ISO 4217: 3); the shop's own currency is checked by the server. */
    priceDecimals: "Price can have at most 3 decimals",
    amountDecimals: (label: string, digits: number, currency: string) =>
      `${label} can have at most ${digits} decimals in ${currency}`,
    quantityRequired: "Quantity is required",
    quantityNonNegative: "Quantity must be a non-negative number",
    quantityInteger: "Quantity must be a whole number",
    discountRange: "Discount must be between 0 and 100",
    discountDecimals: "Discount can have at most 2 decimals",
    categoryRequired: "Category is required",
    categoryNameRequired: "Category name is required",
    categoryNameMin: "Category name should have at least 2 characters",
    categoryNameMax: "Category name should have at most 50 characters",
    // the owner's pages (docs/decisions/0037-pages-of-the-owners-own.md)
    pageSlugInvalid: "A page's address is 2 to 40 lowercase letters, digits and hyphens",
    pageTitleRequired: "Give the page a title",
    pageTitleMax: (max: number) => `A page's title can have at most ${max} characters`,
    pagesIntro:
      "The pages linked from the footer, written in Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link. HTML is shown as text. About Us, Privacy Policy and Terms of Service are always there; add pages of your own (an Impressum, a withdrawal policy, shipping information) beside them.",
    pagesNew: "New page",
    pagesNewTitle: "A page of your own",
    pagesSlugLabel: "Web address",
    pagesSlugHint: (max: number) =>
      `Shown at /pages/… : 2 to 40 lowercase letters, digits and hyphens, e.g. impressum. At most ${max} pages of your own.`,
    pagesTitleLabel: "Title",
    pagesTitleHint: "The footer's link and the page's heading",
    pagesNotWritten: "Not written yet",
    pagesBuiltIn: "Built in",
    pagesDeleteTitle: "Delete page",
    pagesDeleteQuestion: (title: string, path: string) =>
      `Delete ${title}? Its link leaves the footer and ${path} answers Page not found.`,
    pagesEmptyPreview: "The page is empty: shoppers see “This page has not been written yet.”",
    // the category form's hint: the same rule as the checks above
    categoryNameHint: "2–50 characters",
    // server answers (docs/product/api.md)
    settingsLinkInvalid: (label: string) => `${label} must be a link starting with https://`,
    settingsMoneyRange: (label: string, max: string) => `${label} must be between 0 and ${max}`,
    settingsTaxRange: "Tax rate must be a percentage between 0 and 50 with at most 2 decimals",
    // the shop's currency and country (docs/product/api.md, "Money")
    currencyUnknown: (code: string) => `Unknown currency ${code}: use an ISO 4217 code such as USD, EUR or JPY`,
    // shipping zones (docs/product/api.md, "Shipping zones")
    zoneNameRequired: "Zone name is required",
    zoneNameMax: "Zone name should have at most 60 characters",
    zoneFeeRequired: "Shipping fee is required",
    zonesMax: (max: number) => `At most ${max} shipping zones`,
    zoneCountriesRequired: "Add at least one country to the zone",
    zoneElsewhereTwice: "Only one zone can be for everywhere else",
    zoneElsewhereCountries: "The zone for everywhere else names no countries",
    zoneCountryTwice: (code: string, first: string, second: string) =>
      `${code} is in two zones: ${first} and ${second}`,
    countryUnknown: (code: string) =>
      `Unknown country ${code}: use an ISO 3166-1 code of two letters such as US, DE or JP`,
    currencyLocked: "The currency cannot change once the shop has orders",
    currencyLabel: "Currency",
    countryLabel: "Country",
    currencySection: "Currency and country",
    currencySectionText:
      "Every price, fee and payment of the shop is in this currency, with its decimals (none for JPY, three for KWD). The country sets how amounts and dates are written.",
    currencyHint: "Can change only while the shop has no orders",
    // taxes as the country has them (docs/decisions/0036-taxes.md)
    settingsPricesIncludeTax: "Prices include tax must be true or false",
    taxIdInvalid: "Tax ID must be text of at most 40 characters",
    categoryTaxRateRange: "Tax rate must be a percentage between 0 and 100 with at most 2 decimals",
    taxSection: "Taxes",
    taxSectionText:
      "With prices that include tax, the prices sellers enter and shoppers see are the final prices: the tax is taken out of each line, never added at checkout.",
    pricesIncludeTaxLabel: "Prices include tax",
    taxIdLabel: "Tax ID",
    taxIdHint: "Printed on invoices (VAT number, GSTIN, EIN); at most 40 characters",
    sellerTaxIdHint: "Printed on invoices beside your lines (VAT number, GSTIN, EIN); at most 40 characters",
    sellerAddressLabel: "Business address",
    sellerAddressHint: "Printed under your name on the invoices you issue, when the shop has its sellers issue them; at most 200 characters",
    sellerAddressInvalid: "Business address must be text of at most 200 characters",
    // who issues invoices (docs/decisions/0040-invoices-issued-by-sellers.md)
    settingsInvoiceIssuer: 'Invoices are issued by must be "shop" or "seller"',
    invoiceIssuerLabel: "Invoices are issued by",
    invoiceIssuerShop: "The shop",
    invoiceIssuerSeller: "Each seller",
    invoiceIssuerHint:
      "Each seller: every seller's part of an order gets its own invoice, numbered by that seller. Orders already invoiced keep their invoices.",
    sellerInvoiceButton: "Invoice",
    sellerCreditNoteButton: "Credit note",
    // the shop's logo (docs/decisions/0041-the-shop-logo.md); no text a single common word, which the
    // storefront's code may hold ("Remove", "Logo…"): the first-load test would read it as this area's
    // (scripts/first-load.test.mjs)
    logoInvalid: "Logo must be a picture uploaded to the shop (/images/…)",
    logoSection: "The shop's logo",
    logoSectionText:
      "Shown in the shop's header, on top of every mail, on invoices, credit notes and packing slips, and as the browser tab's icon. A wide picture on a transparent background works best.",
    logoUpload: "Upload logo",
    logoReplace: "Replace logo",
    logoRemove: "Remove logo",
    logoUploading: "Uploading logo…",
    logoPreviewAlt: "Preview of the logo",
    logoNone: "No logo yet: the header shows the shop's name.",
    logoUploaded: "Logo uploaded. Save the settings to show it.",
    logoRemoved: "Logo removed. Save the settings to show the shop's name instead.",
    logoUploadFailed: "The logo could not be uploaded. Please try again.",
    categoryTaxRateLabel: "Tax rate (%)",
    categoryTaxRateHint: "Empty: the shop's rate",
    categoryTaxRateColumn: "Tax rate",
    categoryTaxRateShop: "Shop's rate",
    exportDateInvalid: "Enter a date like 2026-11-25",
    exportRangeInvalid: "The end date must be on or after the start date",
    exportRangeTooLong: "Export at most one year at a time",
    dashboardDaysInvalid: "Choose 7, 30 or 90 days",
    imageNotInGallery: "No such image in this product's gallery",
    galleryOrderMismatch: "The new order must list every image of the product exactly once",
    ownAdminRole: "You cannot remove your own admin role",
    // options and variants (docs/decisions/0022)
    optionNameRequired: "Option name is required",
    optionNameMax: "Option names can have at most 30 characters",
    optionNameColon: "Option names cannot contain a colon",
    optionNameTwice: (name: string) => `The option ${name} is listed twice`,
    optionValueRequired: "Option values cannot be empty",
    optionValueMax: "Option values can have at most 50 characters",
    optionValuesRequired: "Each option needs at least one value",
    optionValuesMax: "An option can have at most 50 values",
    optionValueTwice: (name: string, value: string) => `${name} lists ${value} twice`,
    optionsMax: "A product can have at most 3 options",
    variantsMax: "A product can have at most 100 variants",
    variantsRequired: "A product needs at least one variant",
    variantsNeedOptions: "Several variants need at least one option to tell them apart",
    variantOptionsRequired: "Each variant needs its option values",
    variantUnknownOption: (name: string) => `No option named ${name}`,
    variantMissingOption: (n: number, name: string) => `Variant ${n} has no ${name}`,
    variantUnknownValue: (n: number, name: string, value: string) => `Variant ${n}: ${value} is not a listed ${name}`,
    variantTwice: (first: number, again: number) => `Variants ${first} and ${again} have the same options`,
    variantPriceRequired: (n: number) => `Variant ${n} needs a price (or give the product one)`,
    skuInvalid: "SKU can have up to 64 letters, digits, dots, dashes and underscores",
    skuTwice: (sku: string) => `The SKU ${sku} is used twice`,
    variantImageNotInGallery: "A variant's picture must be one of the product's gallery images",
    // discount codes (docs/decisions/0022)
    promoCodeInvalid: "Codes are 3 to 32 letters, digits or dashes",
    promoKindInvalid: "Kind must be percent, fixed or free_shipping",
    promoValueRequired: "Value is required",
    promoPercentRange: "A percent off must be more than 0 and at most 100, with at most 2 decimals",
    promoAmountRange: "An amount off must be more than 0, with at most the decimals of the shop's currency",
    promoMinSubtotalInvalid: "The minimum must be an amount from 0 to 1,000,000",
    promoDateInvalid: "Enter a date like 2026-12-01 or 2026-12-01T09:00:00Z",
    promoEndsBeforeStart: "The end must be after the start",
    promoLimitInvalid: "Limits must be whole numbers of 1 or more",
    promoUnknown: "This code does not exist",
    displayNameBidi: "Display name may not contain characters that change the text's direction",
    displayNameTaken: "Another seller already uses this display name",
    displayNameIsShop: "Display name may not be the shop's name",
    displayNameIsSellerLabel: "Display name may not be another seller's label (Seller and a number)",
    // the marketplace's money (docs/decisions/0022)
    commissionRange: "Commission must be a percentage from 0 to 100 with at most 2 decimals",
    cashCollectorInvalid: "Cash is collected by platform or seller",
    paymentDirectionInvalid: "Direction must be payout or settlement",
    paymentAmountInvalid: "Amount must be more than 0, with at most the decimals of the shop's currency",
    paymentReferenceRequired: "Reference is required (a bank transfer or receipt number)",
    // the shop's languages (docs/decisions/0045-languages-and-messages.md)
    languagesRequired: "Offer at least one language",
    languageUnknown: (code: string) => `Unknown language ${code}: choose from en, de, es and ar`,
    languageTwice: (code: string) => `The language ${code} is listed twice`,
    languagesSection: "Languages",
    languagesSectionText:
      "The languages the shop's pages are offered in. The first is the default: its pages keep their addresses, every other language's pages are under its prefix (/de/products).",
    languagesDefault: "Default language",
    languagesOffered: "Offered",
    languagesMoveUp: (language: string) => `Move ${language} up`,
    languagesMoveDown: (language: string) => `Move ${language} down`,
    languagesMakeDefault: (language: string) => `Make ${language} the default`,
    // screen texts (sections 2, 4 and 8)
    noSellerProducts: "You haven't created any products yet.",
    noRecentActivity: "No recent activity to display.",
  },
  FALLBACK: {
    createProduct: "Failed to create product",
    updateProduct: "Failed to update product",
    deleteProduct: "Failed to delete product",
    uploadImage: "Failed to upload product image",
    updateOrderStatus: "Failed to update order status",
    createCategory: "Failed to create category",
    updateCategory: "Failed to update category",
    deleteCategory: "Failed to delete category",
    fetchStats: "Failed to fetch dashboard stats",
    fetchDashboard: "Failed to load the sales overview",
    loadProducts: "Failed to load your products",
    saveProduct: "Failed to save product",
    saveCategory: "Failed to save category",
  },
  SUCCESS: {
    pageSaved: "Page saved",
    pageDeleted: "Page deleted",
    settingsSaved: "Store settings saved",
    productDeleted: "Product deleted successfully",
    productUpdated: "Product updated successfully",
    productAdded: "Product added successfully",
    orderStatusUpdated: "Order status updated successfully",
    categoryDeleted: "Category deleted successfully",
    categoryUpdated: "Category updated successfully",
    categoryAdded: "Category added successfully",
    mailRetried: "The mail will be sent again now",
    mailsRetried: "The mails will be sent again now",
  },
} as const;

/** What this area's screens show: its own and the account's (with the storefront's): staff sign in, and the seller's orders show what a customer's show. */
export const MSG = { ...account.MSG, ...OWN.MSG } as const;
/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = { ...account.FALLBACK, ...OWN.FALLBACK } as const;
export const SUCCESS = { ...account.SUCCESS, ...OWN.SUCCESS } as const;
