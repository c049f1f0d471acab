import { errorMessage, isApiError } from "../../../lib/api-client";
import { getSessionUser } from "../../../lib/session";

/**
 * Section 5 "Session requirements": order calls need a login. Without a stored session the call is
 * not sent and the screen shows the section 8 login-needed message instead.
 */
export function requireSession(message: string): void {
  if (!getSessionUser()?.isLoggedIn) throw new Error(message);
}

/** The text for a failed order call: the login-needed message, the server's message, or the fallback. */
export function orderErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return errorMessage(error, fallback);
  if (error instanceof Error && error.message.startsWith("You must be logged in")) return error.message;
  return fallback;
}
