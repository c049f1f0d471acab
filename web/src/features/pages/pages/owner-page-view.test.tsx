import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { renderWithProviders } from "../../../test/render";
import { Route, Routes } from "react-router";
import { NOT_WRITTEN, OwnerPageView, OwnPage } from "./owner-page-view";

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

describe("a page the owner added", () => {
  it("shows its own title and text at /pages/{slug}, and Page not found for one nobody added", async () => {
    mockApi()
      .on("GET", /^\/api\/public\/pages\/impressum$/, () => ({
        ...page("<p>Marigold GmbH, Berlin</p>"),
        slug: "impressum",
        title: "Impressum",
      }))
      .on(
        "GET",
        /^\/api\/public\/pages\/gone$/,
        () => new Reply(404, { message: "Page not found", code: "NOT_FOUND" }),
      );
    renderWithProviders(
      <Routes>
        <Route path="/pages/:slug" element={<OwnPage />} />
      </Routes>,
      { path: "/pages/impressum" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Impressum" })).toBeInTheDocument();
    expect(screen.getByText("Marigold GmbH, Berlin")).toBeInTheDocument();
    renderWithProviders(<OwnerPageView slug="gone" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("is not a second address of a built-in page", () => {
    renderWithProviders(
      <Routes>
        <Route path="/pages/:slug" element={<OwnPage />} />
      </Routes>,
      { path: "/pages/about" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });
});
