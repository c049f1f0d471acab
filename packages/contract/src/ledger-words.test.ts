import { describe, expect, it } from "vitest";
import { balanceInWords } from "./ledger-words.js";
import { DEFAULT_MONEY, shopMoney } from "./money-format.js";

describe("a seller's balance in words", () => {
  it("says who owes whom, to the cent, and when nobody does", () => {
    expect(balanceInWords(41_250, DEFAULT_MONEY)).toBe("The shop owes you $412.50");
    expect(balanceInWords(-3_820, DEFAULT_MONEY)).toBe("You owe the shop $38.20");
    expect(balanceInWords(1, DEFAULT_MONEY)).toBe("The shop owes you $0.01");
    expect(balanceInWords(0, DEFAULT_MONEY)).toBe("You and the shop are settled");
  });
  it("writes the amount in the shop's currency and digits", () => {
    expect(balanceInWords(1980, shopMoney({ currency: "JPY", country: "JP" }))).toBe("The shop owes you ¥1,980");
    expect(balanceInWords(-12_345, shopMoney({ currency: "KWD", country: "KW" }))).toBe(
      "You owe the shop KWD\u00a012.345",
    );
  });
});
