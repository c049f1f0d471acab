import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { CategoriesPage } from "./categories-page";
import { answer, categories, json, requestedUrls, stubFetch } from "./catalog-test-helpers";

stubFetch();

describe("CategoriesPage", () => {
  it("filters categories by name and shows the empty text", async () => {
    answer({ "/api/public/categories": () => json(200, categories) });
    renderRoutes([{ path: "/categories", element: <CategoriesPage /> }], { path: "/categories" });
    expect(await screen.findByRole("link", { name: /Fashion/ })).toHaveAttribute("href", "/products?category=2");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search categories" }), "elec");
    expect(screen.queryByRole("link", { name: /Fashion/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search categories" }), "zzz");
    expect(screen.getByText("No categories found")).toBeInTheDocument();
    const list = requestedUrls().find((u) => u.pathname === "/api/public/categories");
    expect(list?.searchParams.get("pageSize")).toBe("50");
    expect(list?.searchParams.get("sortBy")).toBe("categoryName");
  });
});
