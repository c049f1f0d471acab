import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { renderWithProviders } from "../../../test/render";
import { NOT_WRITTEN, OwnerPageView } from "./owner-page-view";

afterEach(() => vi.unstubAllGlobals());

const page = (html: string) => ({ slug: "about", title: "About Us", markdown: "x", html, updatedAt: null });

describe("an owner's page", () => {
  it("shows the server's rendered page under its title", async () => {
    mockApi().on("GET", /^\/api\/public\/pages\/about$/, () =>
      page("<h2>Our story</h2><p>We sell <strong>good</strong> things.</p>"),
    );
    renderWithProviders(<OwnerPageView slug="about" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Our story" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument();
    expect(screen.getByText("good").tagName).toBe("STRONG");
  });

  it("says when the page has not been written, and when it cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/public\/pages\/terms$/, () => ({
      ...page(""),
      slug: "terms",
      title: "Terms of Service",
    }));
    renderWithProviders(<OwnerPageView slug="terms" />);
    expect(await screen.findByText(NOT_WRITTEN)).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi().on(
      "GET",
      /^\/api\/public\/pages\/privacy$/,
      () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }),
    );
    renderWithProviders(<OwnerPageView slug="privacy" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/boom|Failed to load Privacy Policy/);
  });
});
