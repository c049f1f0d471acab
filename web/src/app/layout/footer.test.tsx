import { screen, within } from "@testing-library/react";
import { EMPTY_STORE_SETTINGS } from "@shop/contract";
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

describe("Footer on a right-to-left page", () => {
  it("keeps the owner's address, phone, e-mail and tagline in their own direction (an Arabic page reversed them)", () => {
    mockApi().on("GET", /^\/api\/public\/pages$/, () => ({ content: [] }));
    const { container } = renderWithProviders(<Footer />, {
      settings: {
        ...EMPTY_STORE_SETTINGS,
        tagline: "Made to last.",
        contactAddress: "123 Market Street, Springfield, 12345",
        contactPhone: "+1 (555) 010-0200",
        contactEmail: "hello@example.com",
      },
    });
    const isolated = [...container.querySelectorAll("address bdi")].map((b) => b.textContent);
    expect(isolated).toEqual(["123 Market Street, Springfield, 12345", "+1 (555) 010-0200", "hello@example.com"]);
    expect(container.querySelector("p[dir='auto']")).not.toBeNull();
  });
});
