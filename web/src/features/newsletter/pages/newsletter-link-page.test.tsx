import { MSG, SUCCESS } from "@shop/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { renderRoutes } from "../../../test/render";
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from "./newsletter-link-page";

afterEach(() => vi.unstubAllGlobals());

describe("the newsletter links", () => {
  it("confirms a subscription from its link", async () => {
    const api = mockApi().on("POST", /^\/api\/public\/newsletter\/confirm$/, () => ({
      message: SUCCESS.newsletterConfirmed,
    }));
    renderRoutes([{ path: "/newsletter/confirm/:token", element: <NewsletterConfirmPage /> }], {
      path: "/newsletter/confirm/abcdefghijklmnopqrstuvwxyz",
    });
    expect(await screen.findByText(SUCCESS.newsletterConfirmed)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /confirm$/)[0]?.init?.body))).toEqual({
      token: "abcdefghijklmnopqrstuvwxyz",
    });
  });

  it("says when an unsubscribe link is not valid", async () => {
    mockApi().on(
      "POST",
      /^\/api\/public\/newsletter\/unsubscribe$/,
      () => new Reply(404, { message: MSG.newsletterLinkInvalid, code: "NOT_FOUND" }),
    );
    renderRoutes([{ path: "/newsletter/unsubscribe/:token", element: <NewsletterUnsubscribePage /> }], {
      path: "/newsletter/unsubscribe/abcdefghijklmnopqrstuvwxyz",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.newsletterLinkInvalid);
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  });
});
