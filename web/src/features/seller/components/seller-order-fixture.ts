import type { SellerOrder } from "@shop/contract";

/** A seller's order as the server answers it, for the orders tab's tests: two desk lamps, cash, in Springfield. */
export function sellerOrder(orderId: number, orderStatus: string, extra: Partial<SellerOrder> = {}): SellerOrder {
  return {
    orderId,
    orderDate: "2026-11-22T10:15:00.000Z",
    email: `customer${orderId}@example.com`,
    orderStatus,
    sellerTotal: 42.5,
    orderItemDTOs: [
      {
        orderItemId: orderId * 10,
        productId: 3,
        productDTO: { productId: 3, productName: "Desk Lamp", image: "default.png" },
        quantity: 2,
        orderedProductPrice: 21.25,
        discount: 0,
        status: orderStatus,
      },
    ],
    paymentDTO: {
      paymentId: 1,
      paymentMethod: "cash",
      pgName: "COD",
      pgPaymentId: "NA",
      pgStatus: "pending",
      pgResponseMessage: "Order placed",
    },
    addressDTO: {
      addressId: 1,
      fullName: "Lee Park",
      phone: "555 010 7788",
      street: "1 Main Street",
      apartmentNumber: "",
      city: "Springfield",
      state: "IL",
      country: "USA",
      zipCode: "62701",
    },
    ...extra,
  } as SellerOrder;
}
