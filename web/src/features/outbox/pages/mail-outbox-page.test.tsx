import { MSG, ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { MailOutboxPage } from "./mail-outbox-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Mail delivery", { timeout: 20_000 }, () => {
  const failing = {
    id: 7,
    to: "ann@example.com",
    subject: "Your order #12 is confirmed",
    attempts: 8,
    lastError: "550 mailbox unavailable",
    failed: true,
    createdAt: "2026-11-20T10:00:00.000Z",
    nextAttemptAt: null,
  };
  const retrying = {
    ...failing,
    id: 8,
    to: "bob@example.com",
    subject: "Reset your password",
    attempts: 2,
    failed: false,
    nextAttemptAt: "2026-11-20T10:05:00.000Z",
  };

  it("lists undelivered mail with its state and sends one again", async () => {
    let list = [failing, retrying];
    const api = mockApi()
      .on("GET", /^\/api\/admin\/mail-outbox$/, () => list)
      .on("POST", /^\/api\/admin\/mail-outbox\/7\/retry$/, () => {
        list = [retrying];
        return { message: SUCCESS.mailRetried };
      });
    renderWithProviders(<MailOutboxPage />, { user: admin });

    const items = within(await screen.findByRole("list", { name: "Undelivered mail" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText("Gave up")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText("550 mailbox unavailable")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Retrying")).toBeInTheDocument();
    expect(screen.getByText("2 undelivered mails")).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole("button", { name: "Send again: Your order #12 is confirmed to ann@example.com" }),
    );
    expect(await screen.findByText(SUCCESS.mailRetried)).toBeInTheDocument();
    expect(api.calls("POST", /retry$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText("1 undelivered mail")).toBeInTheDocument());
  });

  it("sends every given-up mail again at once", async () => {
    let list = [failing, { ...failing, id: 9, to: "cy@example.com" }, retrying];
    const api = mockApi()
      .on("GET", /^\/api\/admin\/mail-outbox$/, () => list)
      .on("POST", /^\/api\/admin\/mail-outbox\/retry$/, () => {
        list = [retrying];
        return { message: SUCCESS.mailsRetried };
      });
    renderWithProviders(<MailOutboxPage />, { user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Send all given-up mail again (2)" }));
    expect(await screen.findByText(SUCCESS.mailsRetried)).toBeInTheDocument();
    expect(api.calls("POST", /\/retry$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText("1 undelivered mail")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /^Send all/ })).not.toBeInTheDocument();
  });

  it("says when every mail was delivered", async () => {
    mockApi().on("GET", /^\/api\/admin\/mail-outbox$/, () => []);
    renderWithProviders(<MailOutboxPage />, { user: admin });
    expect(await screen.findByText("Every mail was delivered")).toBeInTheDocument();
  });

  it("shows the server's message when sending again is refused", async () => {
    mockApi()
      .on("GET", /^\/api\/admin\/mail-outbox$/, () => [failing])
      .on("POST", /retry$/, () => new Reply(404, { message: MSG.mailNotFound, code: "NOT_FOUND" }));
    renderWithProviders(<MailOutboxPage />, { user: admin });
    await userEvent.click(await screen.findByRole("button", { name: /^Send again/ }));
    expect(await screen.findByText(MSG.mailNotFound)).toBeInTheDocument();
  });
});
