// The product form's tab per offered language (docs/decisions/0054-texts-per-language.md).
import { EMPTY_STORE_SETTINGS, MSG } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProduct, pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { renderWithProviders } from "../../../../test/render";
import { ProductsManager } from "./products-manager";
import { seller, setUpProductTests } from "./products-test-kit";

setUpProductTests();

const settings = { ...EMPTY_STORE_SETTINGS, languages: ["en", "de", "es", "ar"] as const };
const categories = pageOf([{ categoryId: 4, categoryName: "Garden" }]);

describe("the product form in a shop of several languages", { timeout: 20_000 }, () => {
  it("has a tab per language, counts the languages done and sends the translations", async () => {
    let fail = true;
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([]))
      .on("GET", /^\/api\/public\/categories$/, () => categories)
      .on("POST", /^\/api\/admin\/categories\/\d+\/products$/, () => {
        if (fail) {
          fail = false;
          const message = MSG.productNameMin;
          return new Reply(400, {
            message,
            code: "VALIDATION_ERROR",
            fieldErrors: { "translations.de.productName": message },
          });
        }
        return new Reply(201, makeProduct(77, { productName: "Garden Hose" }));
      });
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, {
      user: seller,
      settings: { ...settings, languages: [...settings.languages] },
    });
    await userEvent.click((await screen.findAllByRole("button", { name: "Add Product" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Add New Product" });
    await waitFor(() => expect(within(dialog).getByLabelText(/Category/)).toHaveValue("4"));
    const tabs = within(dialog).getByRole("tablist", { name: MSG.translationsLabel });
    expect(within(tabs).getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "English",
      "Deutsch",
      "Español",
      "العربية",
    ]);
    expect(within(dialog).getByText(MSG.translationsDone(0, 4))).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Product Name/), "Garden Hose");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Description" }), "Twenty metres of hose");
    expect(within(dialog).getByText(MSG.translationsDone(1, 4))).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole("tab", { name: "Deutsch" }));
    await userEvent.type(within(dialog).getByLabelText(MSG.translationProductName("Deutsch")), "Ga");
    expect(within(dialog).getByText(MSG.translationsDone(2, 4))).toBeInTheDocument();
    expect(within(tabs).getByRole("tab", { name: "Deutsch ✓" })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Price/), "24.99");
    await userEvent.type(within(dialog).getByLabelText(/Quantity/), "12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));

    // The server's problem with the German name lands on its field.
    const german = within(dialog).getByLabelText(MSG.translationProductName("Deutsch"));
    await waitFor(() => expect(german).toHaveAccessibleDescription(expect.stringContaining(MSG.productNameMin)));
    await userEvent.type(german, "rtenschlauch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(api.calls("POST", /\/products$/)).toHaveLength(2));
    const body = JSON.parse(String(api.calls("POST", /\/products$/)[1]?.init?.body));
    expect(body).toMatchObject({
      productName: "Garden Hose",
      translations: { de: { productName: "Gartenschlauch" } },
    });
  });
});
