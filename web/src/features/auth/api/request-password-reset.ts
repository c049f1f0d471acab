import { MSG } from "@shop/contract/messages/account";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /auth/forgot-password (docs/product/api.md: the screen really sends the mail). The server answers
 * the same for known and unknown emails; its message is what the success view shows.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api.post<{ message?: string } | undefined>("/auth/forgot-password", { email });
  return answer?.message ?? MSG.forgotPasswordSent;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
