/** Test data shared by the web tests: a cart, an address, an order, products and API pages. */
import type { Product, SetupChecklist } from "@shop/contract";
import type { GuestCartItem } from "../lib/storage";

export const CART = {
  cartId: 7,
  totalPrice: 40,
  products: [
    {
      productId: 3,
      productName: "Walnut Desk Lamp",
      description: "A lamp",
      image: "default.png",
      price: 25,
      discount: 20,
      specialPrice: 20,
      quantity: 2,
      stock: 5,
      cartId: 7,
      variantId: 3,
      options: {},
      sku: null,
    },
  ],
  promotionCode: null,
  discount: 0,
  freeShipping: false,
  promotionProblem: null,
};

/** A guest cart line: `quantity` of "Product {productId}" at `price`, no discount. */
export function guestCartItem(productId: number, quantity: number, price = 10): GuestCartItem {
  return {
    productId,
    productName: `Product ${productId}`,
    description: "",
    image: "default.png",
    price,
    discount: 0,
    specialPrice: price,
    quantity,
  };
}

export const ADDRESS = {
  addressId: 11,
  fullName: "Sam Rivers",
  phone: "+1 555 010 2233",
  street: "12 Orchard Lane",
  apartmentNumber: null,
  city: "Springfield",
  state: "IL",
  country: "USA",
  zipCode: "62704",
};

export function order(overrides: Record<string, unknown> = {}) {
  return {
    orderId: 501,
    email: "user1@example.com",
    orderDate: "2026-11-22T10:15:00.000Z",
    orderStatus: "Order Placed",
    totalAmount: 48.79,
    subtotal: 40,
    discount: 0,
    promotionCode: null,
    shippingFee: 5.99,
    tax: 2.8,
    taxAmount: 2.8,
    pricesIncludeTax: false,
    currency: "USD",
    addressId: 11,
    address: ADDRESS,
    paymentDTO: {
      paymentId: 1,
      paymentMethod: "cash",
      pgName: "COD",
      pgPaymentId: "NA",
      pgStatus: "pending",
      pgResponseMessage: "Order placed",
    },
    orderItemDTOs: [
      {
        orderItemId: 1,
        productId: 3,
        productDTO: { productId: 3, productName: "Walnut Desk Lamp", image: "default.png" },
        quantity: 2,
        orderedProductPrice: 20,
        discount: 20,
        status: "Order Placed",
        variantId: 3,
        options: {},
        sku: null,
        promotionDiscount: 0,
        taxRate: 7,
      },
    ],
    ...overrides,
  };
}

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    productId: id,
    productName: `Product ${id}`,
    description: `Description of product ${id}`,
    image: "default.png",
    price: 20,
    discount: 10,
    specialPrice: 18,
    quantity: 25,
    categoryId: 1,
    category: { categoryId: 1, categoryName: "Electronics" },
    sellerId: 7,
    sellerName: "seller1",
    averageRating: null,
    reviewCount: 0,
    options: [],
    variantCount: 1,
    priceVaries: false,
    ...overrides,
  };
}

export function pageOf<T>(content: T[], pageNumber = 0, totalPages = 1, pageSize = 10) {
  return {
    content,
    pageNumber,
    pageSize,
    totalElements: totalPages <= 1 ? content.length : totalPages * pageSize,
    totalPages,
    lastPage: pageNumber >= totalPages - 1,
  };
}

/** The admin's setup checklist as the server answers it (server/src/modules/setup/checklist.ts), with the given steps done. */
export function makeSetupChecklist(...done: SetupChecklist["items"][number]["key"][]): SetupChecklist {
  const items: SetupChecklist["items"] = [
    { key: "settings", label: "Fill in the store settings", link: "/admin/settings", done: false },
    { key: "categories", label: "Create a category", link: "/admin/categories", done: false },
    { key: "seller", label: "Make an account a seller", link: "/admin/users", done: false },
    { key: "product", label: "Add the first product", link: "/seller/products", done: false },
    { key: "pages", label: "Write the About, Privacy and Terms pages", link: "/admin/pages", done: false },
  ];
  for (const item of items) item.done = done.includes(item.key);
  return { items, done: items.every((i) => i.done) };
}
