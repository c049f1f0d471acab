import { describe, expect, it } from "vitest";
import { balanceInWords } from "./ledger-words.js";

describe("a seller's balance in words", () => {
  it("says who owes whom, to the cent, and when nobody does", () => {
    expect(balanceInWords(41_250)).toBe("The shop owes you $412.50");
    expect(balanceInWords(-3_820)).toBe("You owe the shop $38.20");
    expect(balanceInWords(1)).toBe("The shop owes you $0.01");
    expect(balanceInWords(0)).toBe("You and the shop are settled");
  });
});
