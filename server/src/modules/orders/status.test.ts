import { describe, expect, it } from "vitest";
import { normalisePaymentMethod, orderStatusOf, paymentStatusOf, requiredSellerStatus } from "./status.js";

describe("order status machine", () => {
  it("derives the customer's status from the seller parts", () => {
    expect(orderStatusOf(["Order Placed"])).toBe("Order Placed");
    expect(orderStatusOf(["Order Placed", "Shipped"])).toBe("Partially Shipped");
    expect(orderStatusOf(["Delivered", "Order Placed"])).toBe("Partially Shipped");
    expect(orderStatusOf(["Shipped", "Shipped"])).toBe("Shipped");
    expect(orderStatusOf(["Shipped", "Delivered"])).toBe("Shipped");
    expect(orderStatusOf(["Delivered", "Delivered"])).toBe("Delivered");
    expect(orderStatusOf(["Cancelled", "Cancelled"])).toBe("Cancelled");
  });

  it("derives it from the parts still going when one is cancelled", () => {
    expect(orderStatusOf(["Cancelled", "Order Placed"])).toBe("Order Placed");
    expect(orderStatusOf(["Cancelled", "Shipped"])).toBe("Shipped");
    expect(orderStatusOf(["Delivered", "Cancelled"])).toBe("Delivered");
    expect(orderStatusOf(["Delivered", "Cancelled", "Order Placed"])).toBe("Partially Shipped");
  });

  it("allows Shipped and Cancelled from Order Placed and Delivered from Shipped only", () => {
    expect(requiredSellerStatus("Shipped")).toBe("Order Placed");
    expect(requiredSellerStatus("Delivered")).toBe("Shipped");
    expect(requiredSellerStatus("Cancelled")).toBe("Order Placed");
    expect(requiredSellerStatus("Returned")).toBeUndefined();
  });

  it("collects cash only once the whole order is delivered", () => {
    expect(paymentStatusOf("Delivered")).toBe("success");
    expect(paymentStatusOf("Shipped")).toBe("pending");
    expect(paymentStatusOf("Partially Shipped")).toBe("pending");
    expect(paymentStatusOf("Cancelled")).toBe("cancelled");
  });

  it("maps short payment method names", () => {
    expect(normalisePaymentMethod("cod")).toBe("cash");
    expect(normalisePaymentMethod("COD")).toBe("cash");
    expect(normalisePaymentMethod("abc")).toBe("abc_pay");
    expect(normalisePaymentMethod("cash")).toBe("cash");
    expect(normalisePaymentMethod("card")).toBe("card");
  });
});
