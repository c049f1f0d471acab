import { savedLoginRedirect } from "../../lib/session";

/** Location state that sends a visitor to /login and back: navigate("/login", { state: { from } }). */
export interface LoginLocationState {
  from?: string;
}

function isLoginLocationState(state: unknown): state is LoginLocationState {
  return typeof state === "object" && state !== null && "from" in state && typeof state.from === "string";
}

/** Where to go after a successful login or sign-up: the remembered page, else "/". */
export function loginRedirectTarget(locationState: unknown): string {
  const from = isLoginLocationState(locationState) ? locationState.from : savedLoginRedirect();
  // Only same-site paths, never back to the auth screens themselves.
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/login") || from.startsWith("/register"))
    return "/";
  return from;
}
