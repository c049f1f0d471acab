import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /auth/reset-password/{token} with the new password. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<unknown> {
  return api.post(`/auth/reset-password/${encodeURIComponent(token)}`, { newPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
