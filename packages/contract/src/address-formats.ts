/**
 * What an address asks for in each country and the order its parts are written in
 * (docs/product/api.md §5, "addresses by country"): whether it has a state (or province, prefecture,
 * emirate) and a postal code, what they are called, the postal code's pattern where one is known,
 * and the order of the form's fields. A country not listed here (or a country the address names in
 * words no language knows) keeps the rules of docs/product/storefront.md §5: every field required.
 */
import { MSG } from "./messages/account.js";
import { countryCodeOf } from "./shipping.js";

export type AddressPartRule = "required" | "optional" | "none";
/** The form's fields after the country, in the order the country writes them. */
export type AddressFieldKey = "street" | "apartmentNumber" | "city" | "state" | "zipCode";

export interface AddressFormat {
  state: AddressPartRule;
  stateLabel: string;
  postal: AddressPartRule;
  postalLabel: string;
  /** The whole postal code, upper-cased, must match (spaces as written). */
  postalPattern?: RegExp;
  postalExample?: string;
  fields: readonly AddressFieldKey[];
  /** How the city, state and postal code are written: "Springfield, IL 62704", "10115 Berlin". */
  locality: "city-state-zip" | "zip-city" | "city-zip" | "city-then-zip";
}

const L = MSG.addressLabels;
const WESTERN: readonly AddressFieldKey[] = ["street", "apartmentNumber", "city", "state", "zipCode"];
const ZIP_FIRST: readonly AddressFieldKey[] = ["street", "apartmentNumber", "zipCode", "city", "state"];

/** The spec's address: every part required, "City, State ZIP" (the United States and any other country). */
export const DEFAULT_ADDRESS_FORMAT: AddressFormat = {
  state: "required",
  stateLabel: L.stateProvince,
  postal: "required",
  postalLabel: L.zipPostal,
  fields: WESTERN,
  locality: "city-state-zip",
};

/** "10115 Berlin": a postcode of `digits` digits before the city, no state. */
const zipCity = (pattern: RegExp, example: string, postalLabel: string = L.postcode): AddressFormat => ({
  state: "none",
  stateLabel: L.stateProvince,
  postal: "required",
  postalLabel,
  postalPattern: pattern,
  postalExample: example,
  fields: ZIP_FIRST,
  locality: "zip-city",
});

/** The Gulf's addresses: an emirate or governorate, no postal code in common use. */
const gulf = (stateLabel: string): AddressFormat => ({
  state: "optional",
  stateLabel,
  postal: "optional",
  postalLabel: L.postalCode,
  fields: ["street", "apartmentNumber", "city", "state", "zipCode"],
  locality: "city-zip",
});

export const ADDRESS_FORMATS: Readonly<Record<string, AddressFormat>> = {
  US: DEFAULT_ADDRESS_FORMAT,
  CA: {
    ...DEFAULT_ADDRESS_FORMAT,
    stateLabel: L.province,
    postalLabel: L.postalCode,
    postalPattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
    postalExample: "K1A 0B1",
  },
  GB: {
    state: "optional",
    stateLabel: L.county,
    postal: "required",
    postalLabel: L.postcode,
    postalPattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    postalExample: "SW1A 1AA",
    fields: WESTERN,
    locality: "city-then-zip",
  },
  DE: zipCity(/^\d{5}$/, "10115"),
  AT: zipCity(/^\d{4}$/, "1010"),
  CH: zipCity(/^\d{4}$/, "8001"),
  FR: zipCity(/^\d{5}$/, "75001", L.postalCode),
  BE: zipCity(/^\d{4}$/, "1000", L.postalCode),
  NL: zipCity(/^\d{4} ?[A-Z]{2}$/, "1012 AB"),
  DK: zipCity(/^\d{4}$/, "1050", L.postalCode),
  SE: zipCity(/^\d{3} ?\d{2}$/, "111 22", L.postalCode),
  NO: zipCity(/^\d{4}$/, "0150", L.postalCode),
  FI: zipCity(/^\d{5}$/, "00100", L.postalCode),
  PL: zipCity(/^\d{2}-\d{3}$/, "00-001", L.postalCode),
  PT: zipCity(/^\d{4}-\d{3}$/, "1000-001", L.postalCode),
  ES: { ...zipCity(/^\d{5}$/, "28001", L.postalCode), state: "optional", stateLabel: L.province },
  IT: { ...zipCity(/^\d{5}$/, "00118", L.postalCode), state: "optional", stateLabel: L.province },
  IN: {
    state: "required",
    stateLabel: L.state,
    postal: "required",
    postalLabel: L.pinCode,
    postalPattern: /^\d{6}$/,
    postalExample: "400001",
    fields: WESTERN,
    locality: "city-zip",
  },
  JP: {
    state: "required",
    stateLabel: L.prefecture,
    postal: "required",
    postalLabel: L.postalCode,
    postalPattern: /^\d{3}-?\d{4}$/,
    postalExample: "100-0001",
    fields: ["zipCode", "state", "city", "street", "apartmentNumber"],
    locality: "city-state-zip",
  },
  AE: gulf(L.emirate),
  SA: { ...gulf(L.region), postalPattern: /^\d{5}$/, postalExample: "11564" },
  KW: { ...gulf(L.governorate), postalPattern: /^\d{5}$/, postalExample: "13001" },
  BH: gulf(L.governorate),
  OM: gulf(L.governorate),
  QA: gulf(L.municipality),
  EG: { ...gulf(L.governorate), postalPattern: /^\d{5}$/, postalExample: "11511" },
};

/** The format of the country an address names (a code or a name); the spec's for any other. */
export function addressFormatOf(country: string | null | undefined): AddressFormat {
  const code = country ? countryCodeOf(country) : null;
  return (code && ADDRESS_FORMATS[code]) || DEFAULT_ADDRESS_FORMAT;
}

/**
 * The checks of an address's state and postal code beyond their length, for its country: a message
 * per field that fails (empty when both pass). The spec's countries keep its own checks (the schema's).
 */
export function addressPartProblems(a: { country: string; state?: string | null; zipCode?: string | null }): {
  state?: string;
  zipCode?: string;
} {
  const format = addressFormatOf(a.country);
  if (format === DEFAULT_ADDRESS_FORMAT) return {};
  const problems: { state?: string; zipCode?: string } = {};
  const state = (a.state ?? "").trim();
  if (format.state === "required" && state.length < 2) problems.state = MSG.addressPartRequired(format.stateLabel);
  const zip = (a.zipCode ?? "").trim().toUpperCase();
  if (format.postal === "required" && zip === "") problems.zipCode = MSG.addressPartRequired(format.postalLabel);
  else if (zip !== "" && format.postalPattern && !format.postalPattern.test(zip)) {
    problems.zipCode = MSG.postalCodeInvalid(format.postalLabel, format.postalExample ?? "");
  }
  return problems;
}
