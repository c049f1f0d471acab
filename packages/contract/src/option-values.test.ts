import { describe, expect, it } from "vitest";
import { compareOptionValues, letterSizeRank, numericValue } from "./option-values.js";

const sorted = (values: string[]) =>
  values
    .map((value, position) => ({ value, position }))
    .sort(compareOptionValues)
    .map((v) => v.value);

describe("an option's values in order", () => {
  it("reads letter sizes around M and numbers, with commas too", () => {
    expect(["XXS", "xs", "S", "M", "L", "XL", "2XL", "XXXL", "4XL"].map(letterSizeRank)).toEqual([
      -3, -2, -1, 0, 1, 2, 3, 4, 5,
    ]);
    expect(letterSizeRank("XM")).toBeUndefined();
    expect(letterSizeRank("Small")).toBeUndefined();
    expect(["42", "9.5", "9,5", "42a", "-1"].map(numericValue)).toEqual([42, 9.5, 9.5, undefined, undefined]);
  });

  it("puts clothes' letter sizes first, smallest first, then shoe sizes ascending, then the rest as they stood", () => {
    // What positions alone gave: each product's first value first, interleaved.
    expect(sorted(["40", "S", "41", "M", "XL", "10", "L", "9.5", "One size", "Kids"])).toEqual([
      "S",
      "M",
      "L",
      "XL",
      "9.5",
      "10",
      "40",
      "41",
      "One size",
      "Kids",
    ]);
  });

  it("keeps values that are no sizes in their own order", () => {
    expect(sorted(["Red", "Green", "Blue"])).toEqual(["Red", "Green", "Blue"]);
  });
});
