import { api } from "../../../lib/api-client";

/**
 * Revokes the token on the server. The token is passed explicitly because the local session is
 * already cleared when this runs, which also keeps a 401 here from being read as "session expired".
 */
export function signOut(jwtToken: string): Promise<unknown> {
  return api.post("/auth/signout", undefined, { headers: { Authorization: `Bearer ${jwtToken}` } });
}
