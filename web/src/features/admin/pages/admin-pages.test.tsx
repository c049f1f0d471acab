import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings, SUCCESS } from "@shop/contract";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { MAIL_TEXT, MailOutboxPage } from "./MailOutboxPage";
import { ManageCategoriesPage } from "./ManageCategoriesPage";
import { StoreSettingsPage } from "./StoreSettingsPage";
import { UsersPage } from "./UsersPage";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Manage Categories", { timeout: 20_000 }, () => {
  it("lists by name, validates the form, and explains a refused delete", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/categories$/, () => pageOf([{ categoryId: 1, categoryName: "Electronics" }]))
      .on(
        "POST",
        /^\/api\/public\/categories$/,
        (_url, init) => new Reply(201, { categoryId: 9, ...JSON.parse(String(init?.body)) }),
      )
      .on(
        "DELETE",
        /^\/api\/admin\/categories\/1$/,
        () => new Reply(409, { message: MSG.categoryHasProducts, code: "CONFLICT" }),
      );
    renderWithProviders(<ManageCategoriesPage />, { user: admin });

    expect(await screen.findByRole("cell", { name: "Electronics" })).toBeInTheDocument();
    const list = api.calls("GET", /categories$/)[0]?.url.searchParams;
    expect(list?.get("sortBy")).toBe("categoryName");
    expect(list?.get("sortOrder")).toBe("asc");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["ID", "Name", "Edit", "Delete"]);

    await userEvent.click(screen.getByRole("button", { name: "Add Category" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Category" });
    await userEvent.type(within(dialog).getByLabelText(/Category Name/), "Toys");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(await within(dialog).findByText(MSG.categoryNameMin)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Category Name/), " and Games");
    expect(within(dialog).queryByText(MSG.categoryNameMin)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText(SUCCESS.categoryAdded)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /categories$/)[0]?.init?.body))).toEqual({
      categoryName: "Toys and Games",
    });

    await userEvent.click(screen.getByRole("button", { name: "Delete Electronics" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Category" });
    expect(within(confirm).getByText("Are you sure you want to delete this category?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.categoryHasProducts);
  });
});

describe("Users", { timeout: 20_000 }, () => {
  it("grants roles and never lets an admin remove their own admin role", async () => {
    const users: { userId: number; username: string; email: string; roles: string[]; createdAt: string }[] = [
      {
        userId: 4,
        username: "admin",
        email: "admin@example.com",
        roles: [ROLES.user, ROLES.admin],
        createdAt: "2026-11-01T00:00:00Z",
      },
      {
        userId: 7,
        username: "newbie",
        email: "newbie@example.com",
        roles: [ROLES.user],
        createdAt: "2026-11-02T00:00:00Z",
      },
    ];
    const api = mockApi()
      .on("GET", /^\/api\/admin\/users$/, (url) => {
        const keyword = url.searchParams.get("keyword");
        return pageOf(keyword ? users.filter((u) => u.username.includes(keyword)) : users);
      })
      .on("PUT", /^\/api\/admin\/users\/7\/roles$/, (_url, init) => {
        const { roles } = JSON.parse(String(init?.body)) as { roles: string[] };
        users[1] = { ...(users[1] as (typeof users)[number]), roles };
        return users[1];
      });
    renderWithProviders(<UsersPage />, { user: admin });

    const ownAdmin = await screen.findByRole("checkbox", { name: "Admin role for admin" });
    expect(ownAdmin).toBeChecked();
    expect(ownAdmin).toBeDisabled();
    expect(ownAdmin).toHaveAttribute("title", MSG.ownAdminRole);

    await userEvent.type(screen.getByLabelText("Search users"), "new");
    await userEvent.click(screen.getByRole("button", { name: "Search accounts" }));
    await waitFor(() => expect(screen.queryByText("admin@example.com")).not.toBeInTheDocument());
    expect(
      api
        .calls("GET", /users$/)
        .at(-1)
        ?.url.searchParams.get("keyword"),
    ).toBe("new");

    const sellerBox = screen.getByRole("checkbox", { name: "Seller role for newbie" });
    // The box follows the click at once, before the server answers.
    fireEvent.click(sellerBox);
    expect(sellerBox).toBeChecked();
    expect(await screen.findByText("Roles of newbie updated successfully")).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /roles$/)[0]?.init?.body))).toEqual({
      roles: [ROLES.user, ROLES.seller],
    });
  });

  it("puts a box back and says why when the server refuses the change", async () => {
    const newbie = {
      userId: 7,
      username: "newbie",
      email: "newbie@example.com",
      roles: [ROLES.user],
      createdAt: "2026-11-02T00:00:00Z",
    };
    mockApi()
      .on("GET", /^\/api\/admin\/users$/, () => pageOf([newbie]))
      .on(
        "PUT",
        /^\/api\/admin\/users\/7\/roles$/,
        () => new Reply(404, { message: "User not found", code: "NOT_FOUND" }),
      );
    renderWithProviders(<UsersPage />, { user: admin });

    const adminBox = await screen.findByRole("checkbox", { name: "Admin role for newbie" });
    fireEvent.click(adminBox);
    expect(adminBox).toBeChecked();
    expect(await screen.findByText("User not found")).toBeInTheDocument();
    await waitFor(() => expect(adminBox).not.toBeChecked());
    expect(adminBox).toBeEnabled();
  });
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

  it("says when every mail was delivered", async () => {
    mockApi().on("GET", /^\/api\/admin\/mail-outbox$/, () => []);
    renderWithProviders(<MailOutboxPage />, { user: admin });
    expect(await screen.findByText(MAIL_TEXT.empty)).toBeInTheDocument();
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

describe("Store settings", { timeout: 20_000 }, () => {
  const stored: StoreSettings = {
    ...EMPTY_STORE_SETTINGS,
    shopName: "Corner Shop",
    contactPhone: "+1 555 010 0200",
    testimonials: [{ quote: "Lovely shop.", author: "Ann", detail: "Verified buyer" }],
  };

  it("loads the settings, checks them like the server, and saves them with numbers", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => JSON.parse(String(init?.body)));
    renderWithProviders(<StoreSettingsPage />, { user: admin });

    const phone = await screen.findByLabelText("Phone");
    expect(phone).toHaveValue("+1 555 010 0200");
    expect(screen.getByLabelText("Quote 1")).toHaveValue("Lovely shop.");

    await userEvent.clear(phone);
    await userEvent.type(phone, "+1 555 777 1234");
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-email");
    await userEvent.clear(screen.getByLabelText(/^Shipping fee/));
    await userEvent.type(screen.getByLabelText(/^Shipping fee/), "3.5");
    await userEvent.clear(screen.getByLabelText(/^Tax rate/));
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "60");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.settingsTaxRange)).toBeInTheDocument();
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("E-mail"));
    await userEvent.clear(screen.getByLabelText(/^Tax rate/));
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "8.25");
    await userEvent.type(screen.getByLabelText("Free shipping over ($)"), "75");
    await userEvent.click(screen.getByRole("button", { name: "Remove testimonial 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a point" }));
    await userEvent.selectOptions(screen.getByLabelText("Icon 1"), "truck");
    await userEvent.type(screen.getByLabelText("Title 1"), "Next-day delivery");
    await userEvent.type(screen.getByLabelText("Text 1"), "Order by 5 pm");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    const sent = JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body));
    expect(sent).toMatchObject({
      contactPhone: "+1 555 777 1234",
      contactEmail: "",
      shippingFee: 3.5,
      taxRate: 8.25,
      freeShippingThreshold: 75,
      testimonials: [],
      whyChooseUs: [{ icon: "truck", title: "Next-day delivery", text: "Order by 5 pm" }],
    });
  });

  it("shows the server's field errors and the load error", async () => {
    mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on(
        "PUT",
        /^\/api\/admin\/settings$/,
        () =>
          new Reply(400, {
            message: "Please check the highlighted fields",
            code: "BAD_REQUEST",
            fieldErrors: { "testimonials.0.author": "Author is required" },
          }),
      );
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Author is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Author 1")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the settings cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/public\/settings$/, () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }));
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    expect(await screen.findByText(/boom|Failed to load the store settings/)).toBeInTheDocument();
  });
});
