import { describe, expect, it } from "vitest";
import {
  accountOrderStatusLabel,
  accountOrderStatusTone,
  canMarkDelivered,
  canMarkShipped,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  sellerOrderStatusTone,
} from "./status";
import { stockStatus } from "./stock-badge";

describe("accountOrderStatusTone", () => {
  it.each([
    ["Delivered", "green"],
    ["Completed", "green"],
    ["Shipped", "blue"],
    ["Partially Shipped", "blue"],
    ["In Transit", "blue"],
    ["Cancelled", "red"],
    ["Refunded", "red"],
    ["Processing", "yellow"],
    ["Confirmed", "yellow"],
    ["Order Placed", "purple"],
    ["", "yellow"],
    [null, "yellow"],
  ] as const)("%s → %s", (status, tone) => {
    expect(accountOrderStatusTone(status)).toBe(tone);
  });
  it("labels an empty status Processing", () => {
    expect(accountOrderStatusLabel("")).toBe("Processing");
    expect(accountOrderStatusLabel(undefined)).toBe("Processing");
    expect(accountOrderStatusLabel("Shipped")).toBe("Shipped");
  });
});

describe("sellerOrderStatusTone", () => {
  it.each([
    ["Cancelled", "red"],
    ["Shipped", "blue"],
    ["Partially Shipped", "blue"],
    ["Delivered", "green"],
    ["Completed", "green"],
    ["Order Placed", "yellow"],
    ["Processing", "yellow"],
    ["On Hold", "grey"],
    [undefined, "grey"],
  ] as const)("%s → %s", (status, tone) => {
    expect(sellerOrderStatusTone(status)).toBe(tone);
  });
});

describe("payment helpers", () => {
  it.each([
    ["pending", "yellow"],
    ["success", "green"],
    ["succeeded", "green"],
    ["failed", "red"],
    ["cancelled", "grey"],
    ["PENDING", "yellow"],
    [null, "grey"],
  ] as const)("payment status %s → %s", (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });
  it("reads a collected cash payment and a card payment Stripe confirmed as Paid", () => {
    expect(paymentStatusLabel("success")).toBe("Paid");
    expect(paymentStatusLabel("succeeded")).toBe("Paid");
  });
  it("labels cash as Cash on Delivery and anything else as Online Payment", () => {
    expect(paymentMethodLabel("cash")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("CASH")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("card_pay")).toBe("Online Payment");
    expect(paymentMethodLabel(undefined)).toBe("Online Payment");
  });
});

describe("canMarkShipped", () => {
  it("allows only orders that are not cancelled, shipped, delivered or completed", () => {
    expect(canMarkShipped("Order Placed")).toBe(true);
    for (const status of ["Cancelled", "Shipped", "Partially Shipped", "Delivered", "Completed"]) {
      expect(canMarkShipped(status)).toBe(false);
    }
  });
});

describe("canMarkDelivered", () => {
  it("allows only a part that reads Shipped", () => {
    expect(canMarkDelivered("Shipped")).toBe(true);
    for (const status of ["Order Placed", "Partially Shipped", "Delivered", "Cancelled", null]) {
      expect(canMarkDelivered(status)).toBe(false);
    }
  });
});

describe("stockStatus", () => {
  it("is Out of Stock at 0, Low Stock under 10, else In Stock", () => {
    expect(stockStatus(0)).toMatchObject({ label: "Out of Stock", tone: "red" });
    expect(stockStatus(9)).toMatchObject({ label: "Low Stock", tone: "yellow" });
    expect(stockStatus(10)).toMatchObject({ label: "In Stock", tone: "green" });
  });
});
