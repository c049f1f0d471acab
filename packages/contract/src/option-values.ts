/**
 * The order of an option's values where products of different kinds meet (decision 0038): a list of
 * clothes and shoes has "S", "M", "L" and "40", "41" under one Size. Letter sizes come first, smallest
 * to largest (XXS < XS < S < M < L < XL < XXL, "2XL" read as XXL), then numbers ascending ("9.5" < "10"
 * < "42"), then every other value in the order it had (`position`), then alphabetically.
 */

const LETTER_SIZE = /^(?:(\d)X|(X*))([SML])$/;

/** A letter size's place around M (S = -1, XS = -2, L = 1, XL = 2, 3XL = 4), or undefined for none. */
export function letterSizeRank(value: string): number | undefined {
  const match = LETTER_SIZE.exec(value.trim().toUpperCase());
  if (!match) return undefined;
  const [, digit, xs = "", letter] = match;
  const extra = digit !== undefined ? Number(digit) : xs.length;
  if (letter === "M") return extra === 0 ? 0 : undefined;
  return letter === "S" ? -(extra + 1) : extra + 1;
}

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** A value written as a number ("42", "9.5", "9,5"), or undefined. */
export function numericValue(value: string): number | undefined {
  const text = value.trim();
  return NUMBER.test(text) ? Number(text.replace(",", ".")) : undefined;
}

/** Compares two values of one option: letter sizes, then numbers, then the rest by position and name. */
export function compareOptionValues(
  a: { value: string; position: number },
  b: { value: string; position: number },
): number {
  const key = (v: { value: string; position: number }): [number, number] => {
    const letter = letterSizeRank(v.value);
    if (letter !== undefined) return [0, letter];
    const number = numericValue(v.value);
    if (number !== undefined) return [1, number];
    return [2, v.position];
  };
  const [ga, ka] = key(a);
  const [gb, kb] = key(b);
  return ga - gb || ka - kb || a.value.localeCompare(b.value, "en");
}
