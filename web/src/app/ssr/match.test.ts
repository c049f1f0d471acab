import { createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../routes";
import { isServerRendered, loadLazyRoutes } from "./match";

describe("the routes of server-rendered pages", () => {
  it("are the storefront's", () => {
    expect(["/", "/products", "/products/7", "/categories", "/about", "/nowhere"].every(isServerRendered)).toBe(true);
    expect(["/cart", "/checkout", "/profile", "/seller/dashboard", "/admin/users"].some(isServerRendered)).toBe(false);
  });

  it("render the page at once once its lazy route is loaded, so hydration adopts the server's HTML", async () => {
    // Without loading first, the router's first render is the page's fallback (it is not initialized).
    expect(createMemoryRouter(routes, { initialEntries: ["/about"] }).state.initialized).toBe(false);

    await loadLazyRoutes("/about");
    const router = createMemoryRouter(routes, { initialEntries: ["/about"] });
    expect(router.state.initialized).toBe(true);
    const page = router.state.matches.at(-1)?.route;
    expect(page?.lazy).toBeUndefined();
    expect(page?.element ?? page?.Component).toBeTruthy();
    // Only the matched page was loaded: another page is still its own chunk.
    expect(createMemoryRouter(routes, { initialEntries: ["/cart"] }).state.initialized).toBe(false);
  });
});
