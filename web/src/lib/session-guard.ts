import { errorMessage, isApiError } from "./api-client";
import { getSessionUser } from "./session";

/** An order call (account orders, checkout) refused on the client because nobody is signed in; its message is the section 8 text. */
export class SessionRequiredError extends Error {
  override readonly name = "SessionRequiredError";
}

/**
 * Section 5 "Session requirements": order calls need a login. Without a stored session the call is
 * not sent and the screen shows the section 8 login-needed message instead.
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
