import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProduct, pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { renderWithProviders } from "../../../../test/render";
import { ProductsManager } from "./products-manager";
import { seller, setUpProductTests } from "./products-test-kit";

setUpProductTests();

describe("Product images (docs/decisions/0012-product-galleries.md)", { timeout: 20_000 }, () => {
  const gallery = (ids: string[]) => ids.map((id) => ({ id: id.repeat(16), url: `/images/${id.repeat(16)}-640.webp` }));

  it("shows the gallery in order, moves, makes main and removes images, saving each change", async () => {
    let current = gallery(["a", "b", "c"]);
    const answer = () => makeProduct(5, { productName: "Mug", image: current[0]!.url, gallery: current });
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([answer()]))
      .on("GET", /^\/api\/public\/products\/5$/, answer)
      .on("PUT", /^\/api\/admin\/products\/5\/images$/, (_url, init) => {
        const ids = (JSON.parse(String(init?.body)) as { images: string[] }).images;
        current = ids.map((id) => current.find((g) => g.id === id)!);
        return answer();
      })
      .on("DELETE", /^\/api\/admin\/products\/5\/images\/\w+$/, (url) => {
        current = current.filter((g) => !url.pathname.endsWith(g.id));
        return answer();
      });
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "Images of Mug" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Images of Mug" }));
    const list = within(await dialog.findByRole("list", { name: "Images in order" }));
    expect(list.getAllByRole("listitem")).toHaveLength(3);
    expect(list.getByRole("button", { name: "Move image 1 of 3 earlier" })).toBeDisabled();
    expect(list.getByRole("button", { name: "Move image 3 of 3 later" })).toBeDisabled();

    await userEvent.click(list.getByRole("button", { name: "Make image 3 of 3 the main image" }));
    expect(await dialog.findByText("Main image changed.")).toBeInTheDocument();
    expect(current.map((g) => g.id[0])).toEqual(["c", "a", "b"]);

    await userEvent.click(list.getByRole("button", { name: "Move image 2 of 3 later" }));
    expect(await dialog.findByText("Order saved.")).toBeInTheDocument();
    expect(current.map((g) => g.id[0])).toEqual(["c", "b", "a"]);

    await userEvent.click(list.getByRole("button", { name: "Remove image 1 of 3" }));
    await userEvent.click(list.getByRole("button", { name: "Yes, remove image 1 of 3" }));
    expect(await dialog.findByText("Image removed.")).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(2));
    expect(api.calls("DELETE", /images\/c+$/)).toHaveLength(1);
    expect(dialog.getByText("2 of 8 · PNG, JPG, GIF or WebP")).toBeInTheDocument();
  });

  it("shows the server's refusal and disables adding when the gallery is full", async () => {
    const full = gallery(["a", "b", "c", "d", "e", "f", "1", "2"]);
    mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([makeProduct(6, { productName: "Lamp", gallery: full })]))
      .on("GET", /^\/api\/public\/products\/6$/, () => makeProduct(6, { productName: "Lamp", gallery: full }))
      .on(
        "DELETE",
        /images/,
        () => new Reply(403, { message: "You can only change your own products", code: "FORBIDDEN" }),
      );
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "Images of Lamp" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Images of Lamp" }));
    expect(await dialog.findByText(/The gallery is full \(8 images\)/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Add images" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Remove image 8 of 8" }));
    await userEvent.click(dialog.getByRole("button", { name: "Yes, remove image 8 of 8" }));
    expect(await dialog.findByText("You can only change your own products")).toBeInTheDocument();
  });
});
