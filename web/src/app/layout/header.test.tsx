import { EMPTY_STORE_SETTINGS, ROLES } from "@shop/contract";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LanguageProvider, loadLanguage } from "../../lib/i18n";
import { storage } from "../../lib/storage";
import { guestCartItem as item } from "../../test/fixtures";
import { makeTestQueryClient, makeUser, renderWithProviders } from "../../test/render";
import { AppProviders } from "../providers";
import { BrandLink } from "./brand";
import { cartBadgeText } from "./cart-link";
import { Header } from "./header";

async function openUserMenu(username: string) {
  await userEvent.click(screen.getByRole("button", { name: new RegExp(username) }));
}

describe("Header", () => {
  it("shows the shop's name without a logo", () => {
    renderWithProviders(<Header />, { settings: { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" } });
    const home = screen.getByRole("link", { name: "Corner Shop" });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText("Corner Shop")).toBeInTheDocument();
    expect(within(home).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the logo in place of the shop's name, named by it, in a fixed 160×40 box (decision 0041)", () => {
    const settings = { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop", logo: "/images/0123456789abcdef-1024.webp" };
    renderWithProviders(<Header />, { settings });
    const home = screen.getByRole("link", { name: "Corner Shop" });
    const logo = within(home).getByRole("img", { name: "Corner Shop" });
    expect(logo).toHaveAttribute("src", "/images/0123456789abcdef-logo.png");
    expect(logo).toHaveAttribute("width", "160");
    expect(logo).toHaveAttribute("height", "40");
    expect(logo).toHaveClass("h-10", "w-40", "object-contain");
    expect(within(home).queryByText("Corner Shop")).not.toBeInTheDocument();
    // The server's markup is the app's: nothing changes on hydration.
    const brand = (
      <AppProviders queryClient={makeTestQueryClient(null)} settings={settings}>
        <MemoryRouter>
          <BrandLink />
        </MemoryRouter>
      </AppProviders>
    );
    expect(renderToString(brand).replace(/\s*\/>/g, ">")).toBe(home.outerHTML);
  });

  it("shows Login and no user menu when signed out", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/categories");
  });

  it("shows the total cart quantity and updates on cart-changed", () => {
    storage.setGuestCart({ cartItems: [item(1, 2), item(2, 3)], totalPrice: 50 });
    renderWithProviders(<Header />);
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("5");
    expect(screen.getByRole("link", { name: "Cart, 5 items" })).toHaveAttribute("href", "/cart");

    act(() => storage.setGuestCart({ cartItems: [item(1, 150)], totalPrice: 1500 }));
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("99+");
  });

  it("caps the badge text at 99+", () => {
    expect(cartBadgeText(99)).toBe("99");
    expect(cartBadgeText(100)).toBe("99+");
  });

  it("gives a customer Profile, My Orders, Sell on {shop} and Logout only", async () => {
    renderWithProviders(<Header />, {
      user: makeUser([ROLES.user], "alice"),
      settings: { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" },
    });
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    await openUserMenu("alice");
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "My Orders" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Sell on Corner Shop" })).toHaveAttribute("href", "/sell");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Seller Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Product Management" })).not.toBeInTheDocument();
  });

  it("names the account's entries in the page's language (Arabic), in the menu and the phone's menu", async () => {
    await loadLanguage("ar");
    renderWithProviders(
      <LanguageProvider language="ar">
        <Header />
      </LanguageProvider>,
      { user: makeUser([ROLES.user], "alice"), settings: { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" } },
    );
    await openUserMenu("alice");
    expect(screen.getByRole("link", { name: "الملف الشخصي" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "طلباتي" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "بِع على Corner Shop" })).toHaveAttribute("href", "/sell");
    expect(screen.getByRole("button", { name: "تسجيل الخروج" })).toBeInTheDocument();
    expect(screen.getByText("مسجّل الدخول باسم")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "فتح القائمة" }));
    const mobileNav = screen.getAllByRole("navigation").at(-1)!.parentElement as HTMLElement;
    expect(within(mobileNav).getByRole("link", { name: "طلباتي" })).toBeInTheDocument();
    expect(screen.queryByText(/^(Profile|My Orders|Logout|Signed in as)$/)).not.toBeInTheDocument();
  });

  it("adds the Seller Dashboard for sellers", async () => {
    renderWithProviders(<Header />, { user: makeUser([ROLES.user, ROLES.seller], "sam") });
    await openUserMenu("sam");
    expect(screen.getByRole("link", { name: "Seller Dashboard" })).toHaveAttribute("href", "/seller/dashboard");
    expect(screen.queryByRole("link", { name: "Category Management" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Sell on/ })).not.toBeInTheDocument();
  });

  it("gives admins one link into the back office instead of every management entry", async () => {
    renderWithProviders(<Header />, { user: makeUser([ROLES.user, ROLES.admin], "root") });
    await openUserMenu("root");
    expect(screen.getByRole("link", { name: "Back office" })).toHaveAttribute("href", "/admin");
    for (const name of ["Seller Dashboard", "Product Management", "Category Management", "Users", "Mail delivery"])
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Sell on/ })).not.toBeInTheDocument();
  });

  it("closes the user menu on Escape and returns focus to its button", async () => {
    renderWithProviders(<Header />, { user: makeUser([ROLES.user], "alice") });
    const button = screen.getByRole("button", { name: /alice/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("mirrors the account entries in the mobile menu", async () => {
    renderWithProviders(<Header />, { user: makeUser([ROLES.user, ROLES.admin], "root") });
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const mobileNav = screen.getByRole("navigation", { name: "Mobile" }).parentElement as HTMLElement;
    expect(within(mobileNav).getByRole("link", { name: "Back office" })).toHaveAttribute("href", "/admin");
    expect(within(mobileNav).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("logout clears the user and the guest cart", async () => {
    storage.setGuestCart({ cartItems: [item(1, 2)], totalPrice: 20 });
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<Header />, { user: makeUser([ROLES.user], "alice"), path: "/orders" });
    await openUserMenu("alice");
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(storage.getUser()).toBeNull();
    expect(storage.getGuestCart().cartItems).toHaveLength(0);
    expect(screen.getAllByRole("link", { name: "Login" }).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/signout", expect.objectContaining({ method: "POST" }));
    vi.unstubAllGlobals();
  });

  it("search submits to /products?search= and clears the box; blank is ignored", async () => {
    const { container } = renderWithProviders(<Header />);
    const box = within(container.querySelector("header") as HTMLElement).getAllByRole("searchbox", {
      name: "Search products",
    })[0] as HTMLInputElement;
    await userEvent.type(box, "   {Enter}");
    expect(box.value).toBe("   ");
    await userEvent.clear(box);
    await userEvent.type(box, "red chair{Enter}");
    expect(box.value).toBe("");
  });
});
