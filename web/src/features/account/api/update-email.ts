import { type User, userResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useApplyUser } from "../use-apply-user";

/** PUT /profile/email {email, currentPassword?} → the user (the password only after 10 minutes signed in). */
export function updateEmail({ email, currentPassword }: { email: string; currentPassword?: string }): Promise<User> {
  return api.put(
    "/profile/email",
    { email, ...(currentPassword ? { currentPassword } : {}) },
    { schema: userResponse },
  );
}

export function useUpdateEmail() {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: updateEmail, onSuccess: (user) => applyUser(user) });
}
