import { type User, userResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useApplyUser } from "../use-apply-user";

/** PUT /profile/preferences {orderEmails} → the user. */
export function updatePreferences(orderEmails: boolean): Promise<User> {
  return api.put("/profile/preferences", { orderEmails }, { schema: userResponse });
}

export function useUpdatePreferences() {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: updatePreferences, onSuccess: (user) => applyUser(user) });
}
