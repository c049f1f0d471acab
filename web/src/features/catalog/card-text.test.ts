import { describe, expect, it } from "vitest";
import { optionCountText, pluralOf } from "./card-text";

describe("card text for products with options", () => {
  it("names the option with the most values in plain words", () => {
    expect(
      optionCountText([
        { name: "Size", values: ["S", "M"] },
        { name: "Colour", values: ["Red", "Green", "Blue"] },
      ]),
    ).toBe("3 colours");
    expect(optionCountText([{ name: "Size", values: ["S", "M", "L", "XL"] }])).toBe("4 sizes");
  });

  it("is singular for one value, the first of equals wins, and nothing without options", () => {
    expect(optionCountText([{ name: "Size", values: ["One size"] }])).toBe("1 size");
    expect(
      optionCountText([
        { name: "Color", values: ["Red", "Blue"] },
        { name: "Size", values: ["S", "M"] },
      ]),
    ).toBe("2 colors");
    expect(optionCountText([])).toBeUndefined();
    expect(optionCountText(undefined)).toBeUndefined();
  });

  it("makes English plurals of option names", () => {
    expect(pluralOf("Box")).toBe("boxes");
    expect(pluralOf("Accessory")).toBe("accessories");
    expect(pluralOf("Material")).toBe("materials");
    expect(pluralOf("Glass")).toBe("glasses");
  });
});
