import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/mock-api-chain";
import { renderWithProviders } from "../../test/render";
import { Footer } from "./footer";

afterEach(() => vi.unstubAllGlobals());

const entry = (slug: string, title: string, path: string, builtIn: boolean) => ({
  slug,
  title,
  path,
  builtIn,
  updatedAt: null,
});

describe("Footer", () => {
  it("links the three pages at once and the owner's own pages after them (decision 0037)", async () => {
    mockApi().on("GET", /^\/api\/public\/pages$/, () => ({
      content: [
        entry("about", "About Us", "/about", true),
        entry("privacy", "Privacy Policy", "/privacy", true),
        entry("terms", "Terms of Service", "/terms", true),
        entry("impressum", "Impressum", "/pages/impressum", false),
        entry("shipping", "Shipping information", "/pages/shipping", false),
      ],
    }));
    renderWithProviders(<Footer />);
    const company = screen.getByRole("navigation", { name: "Company" });
    expect(within(company).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(await within(company).findByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/pages/impressum");
    expect(
      within(company)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["About Us", "Privacy Policy", "Terms of Service", "Impressum", "Shipping information"]);
  });
});
