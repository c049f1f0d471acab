import { ROLES } from "@shop/contract";
import { configure, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { type mockApi, Reply } from "../../../../test/mock-api-chain";
import { makeUser } from "../../../../test/render";

/** What the product manager's test files share: the two users, a row by name and permission answers. */
export const admin = makeUser([ROLES.user, ROLES.admin], "admin");
export const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

/** The hooks of every product manager test file. */
export function setUpProductTests() {
  // A loaded machine can take more than the default second to settle a query.
  configure({ asyncUtilTimeout: 5000 });
  // Failed permission checks are logged by design (some answer after a test ends); keep the output quiet.
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionUser(null);
  });
}

export function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Permission answers per product id: [canEdit, canDelete], or "fail" for a failing check. */
export function mockPermissions(api: ReturnType<typeof mockApi>, answers: Record<number, [boolean, boolean] | "fail">) {
  api.on("GET", /^\/api\/products\/\d+\/can-(edit|delete)$/, (url) => {
    const [, id, action] = /\/products\/(\d+)\/can-(edit|delete)/.exec(url.pathname) ?? [];
    const answer = answers[Number(id)];
    if (!answer || answer === "fail") return new Reply(500, { message: "boom", code: "INTERNAL_ERROR" });
    return action === "edit" ? answer[0] : answer[1];
  });
}
