// The category form's name per offered language (docs/decisions/0054-texts-per-language.md).
import { EMPTY_STORE_SETTINGS, MSG, ROLES } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../../test/render";
import { ManageCategoriesPage } from "./manage-categories-page";

configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };
const settings = { ...EMPTY_STORE_SETTINGS, languages: ["en", "de", "es"] as ("en" | "de" | "es")[] };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the category form in a shop of several languages", { timeout: 20_000 }, () => {
  it("has a name per other language, shows the stored ones and sends those written", async () => {
    const shoes = { categoryId: 1, categoryName: "Shoes", taxRate: null, translations: { de: { categoryName: "Schuhe" } } };
    let refuse = true;
    const api = mockApi()
      .on("GET", /^\/api\/public\/categories$/, () => pageOf([shoes]))
      .on("PUT", /^\/api\/admin\/categories\/1$/, (_url, init) => {
        if (refuse) {
          refuse = false;
          return new Reply(400, {
            message: MSG.categoryNameMin,
            code: "VALIDATION_ERROR",
            fieldErrors: { "translations.es.categoryName": MSG.categoryNameMin },
          });
        }
        return { ...shoes, ...JSON.parse(String(init?.body)) };
      });
    renderWithProviders(<ManageCategoriesPage />, { user: admin, settings });
    expect(await screen.findByRole("cell", { name: "Shoes" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Edit/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Category" });
    const german = within(dialog).getByLabelText(MSG.translationCategoryName("Deutsch"));
    const spanish = within(dialog).getByLabelText(MSG.translationCategoryName("Español"));
    expect(german).toHaveValue("Schuhe");
    expect(spanish).toHaveValue("");
    await userEvent.type(spanish, "Z");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(spanish).toHaveAccessibleDescription(expect.stringContaining(MSG.categoryNameMin)));
    await userEvent.type(spanish, "apatos");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update Category" }));
    await waitFor(() => expect(api.calls("PUT", /categories\/1$/)).toHaveLength(2));
    expect(JSON.parse(String(api.calls("PUT", /categories\/1$/)[1]?.init?.body))).toMatchObject({
      categoryName: "Shoes",
      translations: { de: { categoryName: "Schuhe" }, es: { categoryName: "Zapatos" } },
    });
  });
});
