/** An order's card refunds in the page's language (docs/decisions/0045, 0056). */
import type { Refund } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadAreas } from "../lib/area-texts";
import { LanguageProvider } from "../lib/i18n";
import { renderWithProviders } from "../test/render";
import { OrderRefunds } from "./order-refunds";

const refund = (refundId: number, status: Refund["status"], failureReason: string | null): Refund => ({
  refundId,
  amount: 12.5,
  status,
  failureReason,
  sellerName: null,
  returnId: null,
  createdAt: "2026-12-06T10:00:00.000Z",
});

describe("the card refunds in German", () => {
  it("name their status and Stripe's reason, a code without words of ours as it is", async () => {
    await loadAreas(["account"], "de");
    renderWithProviders(
      <LanguageProvider language="de">
        <OrderRefunds refunds={[refund(1, "failed", "expired_or_canceled_card"), refund(2, "failed", "constructor")]} />
      </LanguageProvider>,
    );
    const refunds = within(screen.getByRole("region", { name: "Erstattungen auf Ihre Karte" }));
    const [first, second] = refunds.getAllByRole("listitem");
    expect(first).toHaveTextContent("Die ganze Bestellung");
    expect(first).toHaveTextContent("Fehlgeschlagen");
    expect(first).toHaveTextContent("Die Karte ist abgelaufen oder wurde gekündigt");
    expect(second).toHaveTextContent("Grund von Stripe: constructor");
  });
});
