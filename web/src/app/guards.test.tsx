import { ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, renderRoutes } from "../test/render";
import { routes } from "./routes";

// A loaded machine can take more than the default second to load a page's chunk (each route is lazy).
configure({ asyncUtilTimeout: 5000 });

describe("route guards", () => {
  it("sends a guest from /profile to /login remembering the wanted page", async () => {
    const { router } = renderRoutes(routes, { path: "/profile" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/profile" });
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
  });

  it("remembers the query string of the wanted page", async () => {
    const { router } = renderRoutes(routes, { path: "/checkout?step=2" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/checkout?step=2" });
  });

  it("lets a signed-in user into /orders", async () => {
    renderRoutes(routes, { path: "/orders", user: makeUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
  });

  it("sends a customer away from the seller dashboard", async () => {
    const { router } = renderRoutes(routes, { path: "/seller/orders", user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("lets sellers and admins into the seller dashboard", async () => {
    renderRoutes(routes, { path: "/seller/products", user: makeUser([ROLES.user, ROLES.seller]) });
    expect(await screen.findByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeInTheDocument();
  });

  it("keeps sellers out of admin screens and lets admins in", async () => {
    const seller = renderRoutes(routes, { path: "/admin/categories", user: makeUser([ROLES.user, ROLES.seller]) });
    await waitFor(() => expect(seller.router.state.location.pathname).toBe("/login"));
    seller.unmount();

    renderRoutes(routes, { path: "/admin/categories", user: makeUser([ROLES.user, ROLES.admin]) });
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Categories" })).toBeInTheDocument();
  });

  it("shows Page Not Found for unknown paths", async () => {
    renderRoutes(routes, { path: "/no/such/page" });
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
  });

  it("shows Invalid Reset Link when the reset path has no token", async () => {
    renderRoutes(routes, { path: "/reset-password" });
    expect(await screen.findByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeInTheDocument();
  });
});
