import { MSG, SUCCESS } from "@shop/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { renderRoutes, renderWithProviders } from "../../../test/render";
import { NewsletterBox } from "../../catalog/components/newsletter-box";
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from "./NewsletterLinkPage";

afterEach(() => vi.unstubAllGlobals());

describe("the newsletter box", () => {
  it("sends the address and shows the spec's thank-you", async () => {
    const api = mockApi().on("POST", /^\/api\/public\/newsletter$/, () => new Reply(202, { message: "ok" }));
    renderWithProviders(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText("Email address"), "reader@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Thank you for subscribing!")).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /newsletter$/)[0]?.init?.body))).toEqual({
      email: "reader@example.com",
    });
  });

  it("validates locally first and says when the server refuses", async () => {
    const api = mockApi().on(
      "POST",
      /^\/api\/public\/newsletter$/,
      () => new Reply(429, { message: MSG.rateLimited, code: "TOO_MANY_REQUESTS" }),
    );
    renderWithProviders(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText("Email address"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(MSG.emailInvalidAlt)).toBeInTheDocument();
    expect(api.calls("POST", /newsletter$/)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Email address"));
    await userEvent.type(screen.getByLabelText("Email address"), "reader@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(MSG.rateLimited)).toBeInTheDocument();
    expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
  });
});

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
