import { errorMessage, isApiError } from "./api-client";
import { getSessionUser } from "./session";

/**
 * An order call (account orders, checkout) refused on the client because nobody is signed in; its
 * message is the docs/product/storefront.md §8 text.
 */
export class SessionRequiredError extends Error {
  override readonly name = "SessionRequiredError";
}

/**
 * docs/product/storefront.md §5 ("Signed-in only"): order calls need a login. Without a stored
 * session the call is not sent and the screen shows the login-needed message of the same document's §8.
 */
export function requireSession(message: string): void {
  if (!getSessionUser()?.isLoggedIn) throw new SessionRequiredError(message);
}

/** The text for a failed order call: the login-needed message, the server's message, or the fallback. */
export function orderErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return errorMessage(error, fallback);
  if (error instanceof SessionRequiredError) return error.message;
  return fallback;
}
