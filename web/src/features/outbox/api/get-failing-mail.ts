import { type FailingMail, failingMailSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** GET /admin/mail-outbox: the mails that could not be delivered. */
export function getFailingMail(signal?: AbortSignal): Promise<FailingMail[]> {
  return api.get("/admin/mail-outbox", { signal, schema: z.array(failingMailSchema) });
}

export const failingMailKey = ["outbox", "failing"] as const;

/** Refreshed every 30 s while the screen is open. */
export const getFailingMailQueryOptions = () =>
  queryOptions({ queryKey: failingMailKey, queryFn: ({ signal }) => getFailingMail(signal), refetchInterval: 30_000 });

export function useFailingMail() {
  return useQuery(getFailingMailQueryOptions());
}
