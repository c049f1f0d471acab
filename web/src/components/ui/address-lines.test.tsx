import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddressLines } from "./address-lines";

const address = {
  fullName: "Jane Doe",
  phone: "+1 555 0100",
  street: "742 Evergreen Terrace",
  apartmentNumber: "Apt 2",
  city: "Springfield",
  state: "IL",
  country: "USA",
  zipCode: "62704",
};

const linesOf = (container: HTMLElement) =>
  [...container.querySelectorAll("address > span")].map((line) => line.textContent);

describe("AddressLines", () => {
  it("shows recipient, street, apartment, city-state-ZIP, country and phone, the recipient first and strong", () => {
    const { container } = render(<AddressLines address={address} />);
    expect(linesOf(container)).toEqual([
      "Jane Doe",
      "742 Evergreen Terrace",
      "Apt 2",
      "Springfield, IL 62704",
      "USA",
      "Phone: +1 555 0100",
    ]);
    expect(screen.getByText("Jane Doe").closest("span")).toHaveClass("font-medium");
    // The phone's label is for screen readers; the number alone is what the eye reads.
    expect(screen.getByText("Phone:", { exact: false })).toHaveClass("sr-only");
  });

  it("without recipient, apartment and phone starts with the street, strong", () => {
    const { container } = render(
      <AddressLines address={{ ...address, fullName: null, apartmentNumber: null, phone: null }} />,
    );
    expect(linesOf(container)).toEqual(["742 Evergreen Terrace", "Springfield, IL 62704", "USA"]);
    expect(screen.getByText("742 Evergreen Terrace").closest("span")).toHaveClass("font-medium");
  });

  it("writes the phone left to right on a right-to-left page, the other lines in their own direction", () => {
    const { container } = render(<AddressLines address={address} />);
    const isolated = [...container.querySelectorAll("bdi")];
    expect(isolated.filter((b) => b.getAttribute("dir") === "ltr").map((b) => b.textContent)).toEqual(["+1 555 0100"]);
  });
});
