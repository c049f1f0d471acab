import { describe, expect, it } from "vitest";
import { DEFAULT_MONEY, shopMoney } from "./money-format.js";

describe("shopMoney: one way to write an amount", () => {
  it("writes a US shop's dollars as it always has", () => {
    const usd = shopMoney({ currency: "USD", country: "US" });
    expect(usd).toBe(DEFAULT_MONEY);
    expect(usd.locale).toBe("en-US");
    expect(usd.format(19.99)).toBe("$19.99");
    expect(usd.format(1234.5)).toBe("$1,234.50");
    expect(usd.format(undefined)).toBe("$0.00");
    expect(usd.formatMinor(0)).toBe("$0.00");
    expect(usd.formatMinor(5)).toBe("$0.05");
    expect(usd.formatMinor(-500)).toBe("-$5.00");
    expect(usd.formatMinor(123456789)).toBe("$1,234,567.89");
    // 0.1 * 3 is 0.30000000000000004 in floats; the line total works in minor units.
    expect(usd.lineTotal(0.1, 3)).toBe("$0.30");
    expect(usd.lineTotal(19.99, 3)).toBe("$59.97");
    expect(usd.symbol).toBe("$");
    expect(usd.step).toBe(0.01);
    expect(usd.date("2026-11-22T10:15:00Z")).toBe("Nov 22, 2026");
    expect(usd.date(null)).toBe("");
  });

  it("writes yen without decimals, as ja-JP and as the English page of a Japanese shop", () => {
    const ja = shopMoney({ currency: "JPY", country: "JP" }, "ja");
    expect(ja.locale).toBe("ja-JP");
    expect(ja.format(1980)).toBe("￥1,980");
    const en = shopMoney({ currency: "JPY", country: "JP" });
    expect(en.locale).toBe("en-JP");
    expect(en.format(1980)).toBe("¥1,980");
    expect(en.lineTotal(1980, 3)).toBe("¥5,940");
    expect(en.toMinor(1980)).toBe(1980);
    expect(en.step).toBe(1);
    expect(en.plain(1980)).toBe("1980");
  });

  it("writes KWD with its three ISO digits, as Intl gives them", () => {
    const kwd = shopMoney({ currency: "KWD", country: "KW" });
    const expected = new Intl.NumberFormat("en-KW", {
      style: "currency",
      currency: "KWD",
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(12.345);
    expect(kwd.format(12.345)).toBe(expected);
    expect(kwd.format(12.345)).toMatch(/12\.345/);
    expect(kwd.formatMinor(12_345)).toBe(expected);
    expect(kwd.lineTotal(12.345, 3)).toMatch(/37\.035/);
    expect(kwd.step).toBe(0.001);
    expect(kwd.plain(12.3)).toBe("12.300");
  });

  it("writes rupees for en-IN and euros for de-DE", () => {
    expect(shopMoney({ currency: "INR", country: "IN" }).format(1499)).toBe("₹1,499.00");
    const de = shopMoney({ currency: "EUR", country: "DE" }, "de");
    expect(de.format(19.99)).toBe("19,99\u00a0€");
    expect(de.symbol).toBe("€");
  });

  it("writes plain decimals for machines: the currency's digits, no symbol, no grouping", () => {
    expect(DEFAULT_MONEY.plain(1234.5)).toBe("1234.50");
    expect(DEFAULT_MONEY.plain(0.1 + 0.2)).toBe("0.30");
    expect(DEFAULT_MONEY.plain(null)).toBe("0.00");
  });
});
