import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /profile {confirmUsername, currentPassword?}: the account goes; its orders stay without personal data. */
export function deleteAccount({
  confirmUsername,
  currentPassword,
}: {
  confirmUsername: string;
  currentPassword?: string;
}): Promise<unknown> {
  return apiRequest("/profile", {
    method: "DELETE",
    body: { confirmUsername, ...(currentPassword ? { currentPassword } : {}) },
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
