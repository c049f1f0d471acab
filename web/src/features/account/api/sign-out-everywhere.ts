import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /auth/signout-all: every token of the account, this one included, stops working. */
export function signOutEverywhere(): Promise<unknown> {
  return api.post("/auth/signout-all");
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
