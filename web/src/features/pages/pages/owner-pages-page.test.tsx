import { ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OwnerPagesPage } from "./owner-pages-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const TITLES: Record<string, string> = { about: "About Us", privacy: "Privacy Policy", terms: "Terms of Service" };
const entry = (slug: string, title = TITLES[slug] ?? slug) => ({
  slug,
  title,
  path: TITLES[slug] ? `/${slug}` : `/pages/${slug}`,
  builtIn: slug in TITLES,
  updatedAt: null,
});
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function shop(own: { slug: string; title: string }[] = []) {
  return mockApi()
    .on("GET", /^\/api\/public\/pages$/, () => ({
      content: [...["about", "privacy", "terms"].map((s) => entry(s)), ...own.map((p) => entry(p.slug, p.title))],
    }))
    .on("GET", /^\/api\/public\/pages\/[a-z0-9-]+$/, (url) => {
      const slug = url.pathname.split("/").pop() ?? "";
      return {
        slug,
        title: TITLES[slug] ?? own.find((p) => p.slug === slug)?.title,
        markdown: "Old text",
        html: "<p>Old text</p>",
        updatedAt: null,
      };
    })
    .on("POST", /^\/api\/admin\/pages\/preview$/, () => ({ html: "<h2>Our story</h2>" }))
    .on("PUT", /^\/api\/admin\/pages\/[a-z0-9-]+$/, (url, init) => {
      const slug = url.pathname.split("/").pop() ?? "";
      const sent = body(init);
      return { slug, title: sent.title ?? TITLES[slug], markdown: sent.markdown, html: "<p>x</p>", updatedAt: null };
    })
    .on("DELETE", /^\/api\/admin\/pages\/[a-z0-9-]+$/, () => ({ message: "Page deleted" }));
}

describe("Pages", { timeout: 30_000 }, () => {
  it("edits a page in Markdown, previews it as the server renders it, and saves it", async () => {
    const api = shop();
    renderWithProviders(<OwnerPagesPage />, { user: admin });
    const editor = await screen.findByLabelText("About Us (Markdown)");
    expect(editor).toHaveValue("Old text");
    expect(screen.getByRole("button", { name: "Save page" })).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.type(editor, "## Our story");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview of About Us" });
    expect(within(preview).getByRole("heading", { level: 2, name: "Our story" })).toBeInTheDocument();
    expect(body(api.calls("POST", /preview$/)[0]?.init)).toEqual({ markdown: "## Our story" });
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    // Said beside the button, where the owner is looking.
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS.pageSaved);
    expect(body(api.calls("PUT", /about$/)[0]?.init)).toEqual({ markdown: "## Our story" });

    await userEvent.click(screen.getByRole("button", { name: "Edit Terms of Service" }));
    expect(await screen.findByLabelText("Terms of Service (Markdown)")).toHaveFocus();
    // The built-in pages are not deleted.
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("adds a page of the owner's own with its address and title, checked before it is sent (decision 0037)", async () => {
    const api = shop();
    renderWithProviders(<OwnerPagesPage />, { user: admin });
    await screen.findByLabelText("About Us (Markdown)");
    await userEvent.click(screen.getByRole("button", { name: "New page" }));
    const address = screen.getByLabelText("Web address");
    expect(address).toHaveFocus();
    await userEvent.type(address, "Impressum!");
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    expect(await screen.findByText("A page's address is 2 to 40 lowercase letters, digits and hyphens")).toBeVisible();
    expect(screen.getByText("Give the page a title")).toBeVisible();
    expect(api.calls("PUT", /pages/)).toHaveLength(0);

    await userEvent.clear(address);
    await userEvent.type(address, "impressum");
    await userEvent.type(screen.getByLabelText("Title"), "Impressum");
    await userEvent.type(screen.getByLabelText("New page (Markdown)"), "Marigold GmbH");
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    expect(await screen.findByText(SUCCESS.pageSaved)).toBeInTheDocument();
    expect(body(api.calls("PUT", /impressum$/)[0]?.init)).toEqual({ title: "Impressum", markdown: "Marigold GmbH" });
  });

  it("deletes a page of the owner's own after asking, and says why when the server refuses", async () => {
    const api = shop([{ slug: "shipping", title: "Shipping information" }]);
    renderWithProviders(<OwnerPagesPage />, { user: admin });
    const list = await screen.findByRole("table", { name: "Pages" });
    expect(within(list).getByText("/pages/shipping")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Delete Shipping information" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete page" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(SUCCESS.pageDeleted)).toBeInTheDocument();
    expect(api.calls("DELETE", /shipping$/)).toHaveLength(1);

    api.on(
      "DELETE",
      /^\/api\/admin\/pages\/shipping$/,
      () => new Reply(404, { message: "Page not found", code: "NOT_FOUND" }),
    );
    await userEvent.click(within(list).getByRole("button", { name: "Delete Shipping information" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete page" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Page not found")).toBeInTheDocument();
  });
});
