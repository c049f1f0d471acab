import { type FailingMail, failingMailSchema, messageBody } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const failingMailKey = ["admin", "mail-outbox"] as const;

export function fetchFailingMail(signal?: AbortSignal): Promise<FailingMail[]> {
  return api.get("/admin/mail-outbox", { signal, schema: z.array(failingMailSchema) });
}

/** Mails that could not be delivered; refreshed every 30 s while the screen is open. */
export function useFailingMail() {
  return useQuery({
    queryKey: failingMailKey,
    queryFn: ({ signal }) => fetchFailingMail(signal),
    refetchInterval: 30_000,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/admin/mail-outbox/${id}/retry`, undefined, { schema: messageBody }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failingMailKey }),
  });
}
