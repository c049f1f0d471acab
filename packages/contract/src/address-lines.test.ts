import { describe, expect, it } from "vitest";
import { addressLines, addressSnapshot, addressText } from "./address-lines.js";

const full = {
  addressId: 7,
  fullName: "Ana Ruiz",
  phone: "+1 415 555 0134",
  street: "500 Market Street",
  apartmentNumber: "Suite 12",
  city: "San Francisco",
  state: "CA",
  country: "USA",
  zipCode: "94105",
};

describe("an address's lines", () => {
  it("read recipient, street, apartment, city-state-ZIP, country and phone, each on its own line", () => {
    expect(addressLines(full)).toEqual([
      { part: "name", text: "Ana Ruiz" },
      { part: "street", text: "500 Market Street" },
      { part: "apartment", text: "Suite 12" },
      { part: "locality", text: "San Francisco, CA 94105" },
      { part: "country", text: "USA" },
      { part: "phone", text: "+1 415 555 0134", label: "Phone" },
    ]);
  });

  it("leave out what the address does not have (no recipient, apartment or phone)", () => {
    const bare = { ...full, fullName: null, apartmentNumber: null, phone: null };
    expect(addressText(bare)).toEqual(["500 Market Street", "San Francisco, CA 94105", "USA"]);
    expect(addressText({ ...bare, fullName: undefined, phone: "  " })).toHaveLength(3);
  });

  it("as text label the phone, or leave it out on request", () => {
    expect(addressText(full).at(-1)).toBe("Phone: +1 415 555 0134");
    expect(addressText(full, { phone: false })).toEqual([
      "Ana Ruiz",
      "500 Market Street",
      "Suite 12",
      "San Francisco, CA 94105",
      "USA",
    ]);
  });
});

describe("an order's copy of an address", () => {
  it("keeps the recipient and every part of the address, and nothing else", () => {
    const extra = { ...full, userId: 3, createdAt: new Date() };
    const { addressId: _, ...fields } = full;
    expect(addressSnapshot(extra)).toEqual(fields);
  });
});

describe("an address in its country's order", () => {
  const base = { fullName: "Ann Lee", street: "Unter den Linden 5", apartmentNumber: null, phone: null };
  it("puts the postcode before the city in Germany, and writes a country's code as its name", () => {
    expect(addressText({ ...base, city: "Berlin", state: "", country: "DE", zipCode: "10117" })).toEqual([
      "Ann Lee",
      "Unter den Linden 5",
      "10117 Berlin",
      "Germany",
    ]);
  });
  it("writes a British postcode on its own line, and India's PIN after the city", () => {
    expect(addressText({ ...base, city: "London", state: "", country: "United Kingdom", zipCode: "SW1A 1AA" })).toEqual(
      ["Ann Lee", "Unter den Linden 5", "London", "SW1A 1AA", "United Kingdom"],
    );
    expect(addressText({ ...base, city: "Mumbai", state: "Maharashtra", country: "IN", zipCode: "400001" })).toEqual([
      "Ann Lee",
      "Unter den Linden 5",
      "Mumbai 400001",
      "Maharashtra",
      "India",
    ]);
  });
});
