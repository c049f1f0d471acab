import { type AdminSellerApplication, ROLES } from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { ApplicationsTab } from "./applications-tab";

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "admin");
const application = (id: number, shopName: string, over: Partial<AdminSellerApplication> = {}) => ({
  applicationId: id,
  status: "pending" as const,
  shopName,
  about: "Mugs and bowls",
  contactEmail: "studio@example.com",
  phone: "+44 20 7946 0958",
  returnAddress: "1 Kiln Lane",
  reason: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  decidedAt: null,
  userId: id + 10,
  username: `user${id}`,
  email: `user${id}@example.com`,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the Applications tab", { timeout: 20_000 }, () => {
  it("lists pending applications, approves one, and rejects one only with a reason", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/seller-applications$/, (url) =>
        url.searchParams.get("status") === "pending"
          ? pageOf([application(1, "Kiln Studio"), application(2, "Fern & Moss")])
          : pageOf([]),
      )
      .on("PUT", /^\/api\/admin\/seller-applications\/1\/approve$/, () => ({ status: "approved" }))
      .on("PUT", /^\/api\/admin\/seller-applications\/2\/reject$/, () => ({ status: "rejected" }));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsTab />, { user: admin });
    const table = await screen.findByRole("table", { name: MSG.applicationsTab });
    expect(within(table).getByText("user1@example.com")).toBeInTheDocument();
    expect(within(table).getAllByText("studio@example.com · +44 20 7946 0958")).toHaveLength(2);

    await user.click(within(table).getByRole("button", { name: "Approve Kiln Studio" }));
    expect(await screen.findByText(SUCCESS.applicationApproved)).toBeInTheDocument();
    expect(api.calls("PUT", /1\/approve$/)).toHaveLength(1);

    await user.click(within(table).getByRole("button", { name: "Reject Fern & Moss" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Fern & Moss" });
    await user.click(within(dialog).getByRole("button", { name: MSG.applicationReject }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeInTheDocument();
    expect(api.calls("PUT", /reject$/)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(MSG.decisionReason), "Tell us what you make.");
    await user.click(within(dialog).getByRole("button", { name: MSG.applicationReject }));
    expect(await screen.findByText(SUCCESS.applicationRejected)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /reject$/)[0]?.init?.body))).toEqual({
      reason: "Tell us what you make.",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("filters by status on the server, with its own empty state", async () => {
    const api = mockApi().on("GET", /^\/api\/admin\/seller-applications$/, (url) =>
      url.searchParams.get("status") === "rejected"
        ? pageOf([application(4, "Half Ready", { status: "rejected", reason: "Not now" })])
        : pageOf([]),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsTab />, { user: admin });
    expect(await screen.findByText(MSG.applicationsEmptyStatus("pending"))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(MSG.applicationStatusFilter), "rejected");
    const table = await screen.findByRole("table", { name: MSG.applicationsTab });
    expect(within(table).getByText("Reason: Not now")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    expect(api.calls("GET", /seller-applications$/).map((c) => c.url.searchParams.get("status"))).toEqual([
      "pending",
      "rejected",
    ]);
  });
});
