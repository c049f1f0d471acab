import { type User, userResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useApplyUser } from "../use-apply-user";

/** PUT /profile {language} → the user: the language of the account's mails (docs/decisions/0051). */
export function updateLanguage(language: string): Promise<User> {
  return api.put("/profile", { language }, { schema: userResponse });
}

export function useUpdateLanguage() {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: updateLanguage, onSuccess: (user) => applyUser(user) });
}
