import { orderSchema } from "@shop/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAreas } from "../../../lib/area-texts";
import { LanguageProvider, loadLanguage } from "../../../lib/i18n";
import { storage } from "../../../lib/storage";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { renderWithProviders } from "../../../test/render";
import { CheckoutSuccessPage } from "./checkout-success-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the thank-you page", () => {
  it("links the new order's own page from its number", () => {
    mockApi();
    const placed = orderSchema.parse(order({ orderId: 41 }));
    storage.setLastOrder(placed);
    renderWithProviders(<CheckoutSuccessPage />, { path: "/checkout/success" });
    expect(screen.getByRole("link", { name: "Order #41, its own page" })).toHaveAttribute("href", "/orders/41");
    // View Order opens the order's own page (decision 0035).
    expect(screen.getByRole("link", { name: "View Order" })).toHaveAttribute("href", "/orders/41");
  });

  it("thanks and sums up in the page's language (Arabic), the English gone", async () => {
    mockApi();
    await loadLanguage("ar");
    await loadAreas(["account", "cart", "checkout"], "ar");
    storage.setLastOrder(orderSchema.parse(order({ orderId: 41 })));
    renderWithProviders(
      <LanguageProvider language="ar">
        <CheckoutSuccessPage />
      </LanguageProvider>,
      { path: "/checkout/success" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "شكرًا لطلبك!" })).toBeInTheDocument();
    expect(screen.getByText("تم تقديم طلبك رقم 41 وسيصلك قريبًا.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "صفحة الطلب رقم 41" })).toHaveAttribute("href", "/orders/41");
    expect(screen.getByRole("link", { name: "عرض الطلب" })).toHaveAttribute("href", "/orders/41");
    for (const word of ["رقم الطلب", "تاريخ الطلب", "الشحن إلى", "المجموع الفرعي", "الضريبة"])
      expect(screen.getByText(word)).toBeInTheDocument();
    expect(
      screen.queryByText(/Thank you|Order number|Placed|Shipping to|Subtotal|Tax|View Order|Continue Shopping/),
    ).not.toBeInTheDocument();
  });
});
