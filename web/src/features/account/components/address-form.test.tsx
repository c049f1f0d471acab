import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AddressForm } from "./address-form";

/** The text fields after the recipient's, in the order the form shows them (the country is a combobox). */
const fieldOrder = () =>
  screen
    .getAllByRole("textbox")
    .map((input) => input.getAttribute("id")?.replace(/^address-/, ""))
    .slice(2);

describe("the address form by country", () => {
  it("asks what the country uses, in its order, and sends the address with its state left empty", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<AddressForm onSubmit={onSubmit} />);
    // The spec's form before a country is chosen.
    expect(screen.getByLabelText(/State \/ Province/)).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP \/ Postal code/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Country/), "Germany");
    expect(screen.queryByLabelText(/State/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/)).toBeInTheDocument();
    expect(screen.getByText("e.g. 10115")).toBeInTheDocument();
    expect(fieldOrder()).toEqual(["street", "apartment", "zip", "city"]);
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue("Germany");

    await userEvent.type(screen.getByLabelText(/^Full name/), "Ann Lee");
    await userEvent.type(screen.getByLabelText(/^Phone number/), "+49 30 1234567");
    await userEvent.type(screen.getByLabelText(/^Street address/), "Unter den Linden 5");
    await userEvent.type(screen.getByLabelText(/^City/), "Berlin");
    await userEvent.type(screen.getByLabelText(/^Postcode/), "1011");
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Enter a postcode like 10115")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Postcode/), "7");
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country: "Germany", state: "", zipCode: "10117", city: "Berlin" }),
    );
  });

  it("offers every country by name to pick from", () => {
    renderWithProviders(<AddressForm onSubmit={async () => undefined} />);
    const list = document.getElementById(screen.getByLabelText(/^Country/).getAttribute("list") ?? "");
    const names = [...(list?.querySelectorAll("option") ?? [])].map((o) => o.getAttribute("value"));
    expect(names).toContain("Germany");
    expect(names).toContain("India");
    expect(names).not.toContain("DD");
  });
});

describe("the country picker", () => {
  it("names the countries in the page's language, and takes a name in it", async () => {
    const { LanguageProvider } = await import("../../../lib/i18n");
    const { container } = renderWithProviders(
      <LanguageProvider language="de">
        <AddressForm onSubmit={vi.fn(async () => undefined)} />
      </LanguageProvider>,
    );
    const names = [...container.querySelectorAll("datalist option")].map((o) => o.getAttribute("value"));
    expect(names).toContain("Deutschland");
    expect(names).not.toContain("Germany");
    await userEvent.type(screen.getByLabelText(/^Country/), "Deutschland");
    expect(screen.queryByLabelText(/State/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/)).toBeInTheDocument();
  });
});
