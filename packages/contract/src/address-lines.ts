/**
 * An address as people read it, written once for the screens, the mails, the invoice and the packing
 * slip: the recipient, the street, the apartment, "City, State ZIP", the country, the phone (the order
 * the storefront's screens have always shown), with the city, state and postal code in the order of
 * the address's country (address-formats.ts: "10115 Berlin"). Also the copy of an address an order keeps
 * (placement copies the address: docs/product/api.md §6).
 */
import { type AddressFormat, addressFormatOf } from "./address-formats.js";
import { isCountryCode } from "./currency.js";
import type { Address } from "./schemas/addresses.js";

/** What an address is made of, as an order keeps it and a saved address has it. */
export type AddressFields = Pick<Address, "street" | "apartmentNumber" | "city" | "state" | "country" | "zipCode"> &
  Partial<Pick<Address, "fullName" | "phone">>;

export type AddressLinePart = "name" | "street" | "apartment" | "locality" | "country" | "phone";

export interface AddressLine {
  part: AddressLinePart;
  text: string;
  /** Said before the text where the line alone would not tell what it is ("Phone"). */
  label?: string;
}

/** One line of a layout: its text from the address, or null when the address has nothing for it. */
type LineOf = (a: AddressFields) => AddressLine | null;

const part =
  (name: AddressLinePart, textOf: (a: AddressFields) => string | null | undefined, label?: string): LineOf =>
  (a) => {
    const text = textOf(a)?.trim();
    if (!text) return null;
    return label ? { part: name, text, label } : { part: name, text };
  };

const recipient = part("name", (a) => a.fullName);
const street = part("street", (a) => a.street);
const apartment = part("apartment", (a) => a.apartmentNumber);
const phone = part("phone", (a) => a.phone, "Phone");

let regionNames: Intl.DisplayNames | undefined;
/** The country in words: an ISO code ("DE") as its English name, any other text as written. */
const country = part("country", (a) => {
  const text = a.country.trim();
  if (!/^[A-Za-z]{2}$/.test(text) || !isCountryCode(text.toUpperCase())) return text;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  return regionNames.of(text.toUpperCase()) ?? text;
});

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");

/** The city, state and postal code as the country writes them (address-formats.ts). */
const LOCALITY: Record<AddressFormat["locality"], readonly LineOf[]> = {
  // "Springfield, IL 62704"
  "city-state-zip": [part("locality", (a) => joined(a.state ? `${a.city},` : a.city, a.state, a.zipCode))],
  // "10115 Berlin", then a province where the country has one
  "zip-city": [part("locality", (a) => joined(a.zipCode, a.city)), part("locality", (a) => a.state)],
  // "Mumbai 400001", then the state
  "city-zip": [part("locality", (a) => joined(a.city, a.zipCode)), part("locality", (a) => a.state)],
  // "London", the county, then "SW1A 1AA" on a line of its own
  "city-then-zip": [
    part("locality", (a) => a.city),
    part("locality", (a) => a.state),
    part("locality", (a) => a.zipCode),
  ],
};

/** The address's lines in its country's order, leaving out what it does not have. */
export function addressLines(a: AddressFields): AddressLine[] {
  const layout = [recipient, street, apartment, ...LOCALITY[addressFormatOf(a.country).locality], country, phone];
  return layout.map((line) => line(a)).filter((line): line is AddressLine => line !== null);
}

/** The lines as plain text, for mails and papers: "Phone: …" labelled; `phone: false` leaves it out. */
export function addressText(a: AddressFields, opts: { phone?: boolean } = {}): string[] {
  return addressLines(a)
    .filter((line) => opts.phone !== false || line.part !== "phone")
    .map((line) => (line.label ? `${line.label}: ${line.text}` : line.text));
}

/** The fields an order copies from the address it is sent to, so later edits of the address do not move it. */
export type AddressSnapshot = Pick<
  Address,
  "fullName" | "phone" | "street" | "apartmentNumber" | "city" | "state" | "country" | "zipCode"
>;

/** The order's copy of an address (placement and the demo data write it, the order's answer reads it back). */
export function addressSnapshot(a: AddressSnapshot): AddressSnapshot {
  return {
    fullName: a.fullName,
    phone: a.phone,
    street: a.street,
    apartmentNumber: a.apartmentNumber,
    city: a.city,
    state: a.state,
    country: a.country,
    zipCode: a.zipCode,
  };
}
