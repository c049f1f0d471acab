/**
 * An amount on a right-to-left page (docs/decisions/0034-money-formatting.md, 0045): the currency's
 * symbol reads whole in Arabic, as the Unicode Bidirectional Algorithm lays it out (bidi-js, as the
 * papers use it), and left-to-right languages write what `Intl` writes.
 */
import { shopMoney } from "@shop/contract";
import bidiFactory from "bidi-js";
import { describe, expect, it } from "vitest";

const bidi = bidiFactory();
/** The text as a right-to-left page shows it, read left to right on the screen, marks dropped. */
const shown = (text: string) =>
  bidi
    .getReorderedString(text, bidi.getEmbeddingLevels(text, "rtl"))
    .replace(/[\u200e\u200f]/g, "")
    .replace(/\u00a0/g, " ");

describe("an amount in Arabic", () => {
  it("keeps a symbol of letters and a sign whole (US$, not $US), on its own and beside the number", () => {
    const money = shopMoney({ currency: "USD", country: "US" }, "ar");
    expect(shown(money.format(2469))).toBe("US$ 2,469.00");
    expect(shown(money.symbol)).toBe("US$");
    expect(shown(shopMoney({ currency: "CAD", country: "CA" }, "ar").format(12.5))).toBe("CA$ 12.50");
  });

  it("leaves the symbols that read whole, and other languages, as Intl writes them", () => {
    expect(shopMoney({ currency: "USD", country: "US" }, "en").format(2469)).toBe("$2,469.00");
    expect(shopMoney({ currency: "USD", country: "US" }, "de").format(2469)).toBe(
      new Intl.NumberFormat("de-US", { style: "currency", currency: "USD" }).format(2469),
    );
    const euro = shopMoney({ currency: "EUR", country: "DE" }, "ar").format(10);
    expect(euro).toBe(new Intl.NumberFormat("ar-DE", { style: "currency", currency: "EUR" }).format(10));
    expect(shopMoney({ currency: "KWD", country: "KW" }, "ar").symbol).not.toContain("\u200e");
  });
});
