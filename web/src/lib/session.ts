/**
 * The signed-in user as a tiny external store over storage's `user` key. It lives in lib (not in
 * features/auth) because the api-client needs the token and must clear the user on a 401, and
 * because other features (cart) react to sign-in without importing the auth feature.
 */
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, type StoredUser, storage } from "./storage";

type UserListener = (user: StoredUser | null) => void;
/** A sign-in step; when it returns a promise, login waits for it (see notifySignIn). */
// biome-ignore lint/suspicious/noConfusingVoidType: a plain callback returning nothing is a valid listener.
export type SignInListener = (user: StoredUser) => void | Promise<unknown>;

let currentUser: StoredUser | null = storage.getUser();
const userListeners = new Set<UserListener>();
const signInListeners = new Set<SignInListener>();

export function getSessionUser(): StoredUser | null {
  return currentUser;
}

export function setSessionUser(user: StoredUser | null): void {
  if (user) storage.setUser(user);
  else storage.clearUser();
  if (user === currentUser) return;
  currentUser = user;
  for (const listener of userListeners) listener(user);
}

export function subscribeSessionUser(listener: UserListener): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/**
 * Runs `listener` right after an explicit sign-in (not on page reload with a stored session).
 * The cart feature registers its "merge the guest cart into the account" step here and returns
 * the merge, so the login page can wait for it before leaving.
 */
export function onSignIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/**
 * Starts every sign-in listener at once (synchronously) and resolves when all of them have
 * settled. Never rejects: a failing listener is logged and does not hold up sign-in.
 */
export async function notifySignIn(user: StoredUser): Promise<void> {
  const running = [...signInListeners].map((listener) => {
    try {
      return Promise.resolve(listener(user));
    } catch (error) {
      return Promise.reject(error);
    }
  });
  for (const outcome of await Promise.allSettled(running)) {
    if (outcome.status === "rejected") console.warn("A sign-in step failed", outcome.reason);
  }
}

const noUser = () => null;

export function useSessionUser(): StoredUser | null {
  // Server-rendered pages are a guest's: hydration starts as a guest too, then shows the stored user.
  return useSyncExternalStore(subscribeSessionUser, getSessionUser, noUser);
}

// Another tab signing in or out changes the same storage key.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) {
      const stored = storage.getUser();
      if (stored?.jwtToken !== currentUser?.jwtToken) setSessionUser(stored);
    }
  });
}

// ---- Session expiry (docs/product/storefront.md §2 and §4 "Session") ----

/** Pages that never save a return path after a 401. */
export const RETURN_PATH_EXEMPT_PAGES = ["/login", "/register", "/", "/products"] as const;

export const SESSION_EXPIRED_EVENT = "session-expired";
const LOGIN_REDIRECT_KEY = "loginRedirect";
const SESSION_EXPIRED_KEY = "sessionExpired";

export interface SessionExpiredDetail {
  from: string;
}

/**
 * Called by the api-client on a 401: clears the user and, unless the page is exempt, remembers
 * the page and tells the app (which sends the shopper to /login).
 */
export function expireSession(location: Pick<Location, "pathname" | "search"> = window.location): void {
  setSessionUser(null);
  const path = location.pathname;
  if ((RETURN_PATH_EXEMPT_PAGES as readonly string[]).includes(path)) return;
  const from = `${path}${location.search}`;
  sessionStorage.setItem(LOGIN_REDIRECT_KEY, from);
  sessionStorage.setItem(SESSION_EXPIRED_KEY, "1");
  window.dispatchEvent(new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { detail: { from } }));
}

/** The page saved by the last session expiry, if any. */
export function savedLoginRedirect(): string | null {
  return sessionStorage.getItem(LOGIN_REDIRECT_KEY);
}

/** Whether the login page should show MSG.sessionExpired. */
export function hasSessionExpiredNotice(): boolean {
  return sessionStorage.getItem(SESSION_EXPIRED_KEY) === "1";
}

/** Forget the saved redirect and notice (after a successful login). */
export function clearSessionExpiry(): void {
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  sessionStorage.removeItem(SESSION_EXPIRED_KEY);
}
