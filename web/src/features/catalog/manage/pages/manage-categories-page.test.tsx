import { MSG, ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../../test/render";
import { ManageCategoriesPage } from "./manage-categories-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Manage Categories", { timeout: 20_000 }, () => {
  it("lists by name, validates the form, and explains a refused delete", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/categories$/, () => pageOf([{ categoryId: 1, categoryName: "Electronics" }]))
      .on(
        "POST",
        /^\/api\/public\/categories$/,
        (_url, init) => new Reply(201, { categoryId: 9, ...JSON.parse(String(init?.body)) }),
      )
      .on(
        "DELETE",
        /^\/api\/admin\/categories\/1$/,
        () => new Reply(409, { message: MSG.categoryHasProducts, code: "CONFLICT" }),
      );
    renderWithProviders(<ManageCategoriesPage />, { user: admin });

    expect(await screen.findByRole("cell", { name: "Electronics" })).toBeInTheDocument();
    const list = api.calls("GET", /categories$/)[0]?.url.searchParams;
    expect(list?.get("sortBy")).toBe("categoryName");
    expect(list?.get("sortOrder")).toBe("asc");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "ID",
      "Name",
      "Tax rate",
      "Edit",
      "Delete",
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Add Category" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Category" });
    // The hint states the rule the form and the server check.
    expect(within(dialog).getByLabelText(/Category Name/)).toHaveAccessibleDescription(MSG.categoryNameHint);
    expect(MSG.categoryNameHint).toBe("2–50 characters");
    await userEvent.type(within(dialog).getByLabelText(/Category Name/), "T");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(await within(dialog).findByText(MSG.categoryNameMin)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Category Name/), "oys and Games");
    expect(within(dialog).queryByText(MSG.categoryNameMin)).not.toBeInTheDocument();
    // The category's tax rate: checked by the contract's schema (0–100, 2 decimals); empty is the shop's.
    const rate = within(dialog).getByLabelText(MSG.categoryTaxRateLabel);
    await userEvent.type(rate, "7.125");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(await within(dialog).findByText(MSG.categoryTaxRateRange)).toBeInTheDocument();
    expect(api.calls("POST", /categories$/)).toHaveLength(0);
    await userEvent.clear(rate);
    await userEvent.type(rate, "7");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText(SUCCESS.categoryAdded)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /categories$/)[0]?.init?.body))).toEqual({
      categoryName: "Toys and Games",
      taxRate: 7,
    });

    await userEvent.click(screen.getByRole("button", { name: "Delete Electronics" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Category" });
    expect(within(confirm).getByText("Are you sure you want to delete this category?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.categoryHasProducts);
  });
});
