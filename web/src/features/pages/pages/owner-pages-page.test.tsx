import { ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OwnerPagesPage } from "./owner-pages-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Pages", { timeout: 20_000 }, () => {
  it("edits a page in Markdown, previews it as the server renders it, and saves it", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/pages\/(about|privacy|terms)$/, (url) => ({
        slug: url.pathname.split("/").pop(),
        title: "About Us",
        markdown: "Old text",
        html: "<p>Old text</p>",
        updatedAt: null,
      }))
      .on("POST", /^\/api\/admin\/pages\/preview$/, () => ({ html: "<h2>Our story</h2>" }))
      .on("PUT", /^\/api\/admin\/pages\/about$/, (_url, init) => ({
        slug: "about",
        title: "About Us",
        markdown: JSON.parse(String(init?.body)).markdown,
        html: "<h2>Our story</h2>",
        updatedAt: "2026-11-25T10:00:00.000Z",
      }));
    renderWithProviders(<OwnerPagesPage />, { user: admin });
    const editor = await screen.findByLabelText("About Us (Markdown)");
    expect(editor).toHaveValue("Old text");
    expect(screen.getByRole("button", { name: "Save page" })).toBeDisabled();
    await userEvent.clear(editor);
    await userEvent.type(editor, "## Our story");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview of About Us" });
    expect(within(preview).getByRole("heading", { level: 2, name: "Our story" })).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /preview$/)[0]?.init?.body))).toEqual({ markdown: "## Our story" });
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    expect(await screen.findByText(SUCCESS.pageSaved)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /about$/)[0]?.init?.body))).toEqual({ markdown: "## Our story" });

    await userEvent.click(screen.getByRole("tab", { name: "Terms of Service" }));
    expect(await screen.findByLabelText("Terms of Service (Markdown)")).toBeInTheDocument();
  });
});
