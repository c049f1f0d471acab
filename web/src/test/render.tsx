import { ROLES, type Role, type StoreSettings } from "@shop/contract";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { currentUserQueryKey } from "../lib/current-user";
import { setSessionUser } from "../lib/session";
import type { StoredUser } from "../lib/storage";

export function makeUser(roles: Role[] = [ROLES.user], username = "user1"): StoredUser {
  return { id: 1, username, email: `${username}@example.com`, roles, jwtToken: "token-1", isLoggedIn: true };
}

/** A client with no retries whose start-up session check is already answered for `user`. */
export function makeTestQueryClient(user: StoredUser | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (user) {
    const { jwtToken: _token, isLoggedIn: _flag, ...profile } = user;
    client.setQueryData(currentUserQueryKey, { ...profile, orderEmails: true });
  }
  return client;
}

interface Options {
  user?: StoredUser | null;
  path?: string;
  /** The store settings the page is rendered with (the defaults when absent). */
  settings?: StoreSettings;
}

/** Renders a component inside the app providers and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { user = null, path = "/", settings }: Options = {}) {
  setSessionUser(user);
  const queryClient = makeTestQueryClient(user);
  return render(
    <AppProviders queryClient={queryClient} settings={settings}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders a route table (e.g. the app's) at `path`; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], { user = null, path = "/", settings }: Options = {}) {
  setSessionUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={makeTestQueryClient(user)} settings={settings}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
