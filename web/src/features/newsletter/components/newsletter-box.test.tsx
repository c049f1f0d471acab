import { MSG } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { renderWithProviders } from "../../../test/render";
import { NewsletterBox } from "./newsletter-box";

afterEach(() => vi.unstubAllGlobals());

describe("the newsletter box", () => {
  it("shows the contract's message for a bad address, focuses the field and clears it once fixed", async () => {
    const user = userEvent.setup();
    render(<NewsletterBox />);
    const field = screen.getByLabelText("Email address");
    await user.type(field, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(MSG.emailInvalidAlt)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, "a@example.com");
    await expect.poll(() => screen.queryByText(MSG.emailInvalidAlt)).toBeNull();
  });

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
