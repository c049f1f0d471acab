import { MSG } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NewsletterBox } from "./newsletter-box";

describe("NewsletterBox", () => {
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

  it("thanks for a good address and empties the field", async () => {
    const user = userEvent.setup();
    render(<NewsletterBox />);
    const field = screen.getByLabelText("Email address");
    await user.type(field, "  a@example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Thank you for subscribing!")).toBeInTheDocument();
    expect(field).toHaveValue("");
  });
});
