import { messageBody } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { failingMailKey } from "./get-failing-mail";

/** POST /admin/mail-outbox/{id}/retry: the mail is sent again at once. */
export function retryMail(id: number): Promise<{ message: string }> {
  return api.post(`/admin/mail-outbox/${id}/retry`, undefined, { schema: messageBody });
}

/** Retries, then reads the list again whatever the answer was. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failingMailKey }),
  });
}

/** POST /admin/mail-outbox/retry: every given-up mail is sent again at once. */
export function retryAllMail(): Promise<{ message: string }> {
  return api.post("/admin/mail-outbox/retry", undefined, { schema: messageBody });
}

export function useRetryAllMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAllMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failingMailKey }),
  });
}
