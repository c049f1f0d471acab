import { type SubscriberList, subscriberList } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /admin/newsletter/subscribers: every sign-up with its state, and the counts per state. */
export function getSubscribers(signal?: AbortSignal): Promise<SubscriberList> {
  return api.get("/admin/newsletter/subscribers", { signal, schema: subscriberList });
}

export const getSubscribersQueryOptions = () =>
  queryOptions({ queryKey: ["newsletter", "subscribers"], queryFn: ({ signal }) => getSubscribers(signal) });

export function useSubscribers() {
  return useQuery(getSubscribersQueryOptions());
}
