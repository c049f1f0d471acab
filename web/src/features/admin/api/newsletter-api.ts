import { type SubscriberList, subscriberList } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";

export function useSubscribers() {
  return useQuery({
    queryKey: ["admin", "newsletter"],
    queryFn: ({ signal }) =>
      api.get<SubscriberList>("/admin/newsletter/subscribers", { signal, schema: subscriberList }),
  });
}

/** Downloads the CSV the server writes. */
export async function downloadSubscribersCsv(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  saveText(`newsletter-subscribers-${day}.csv`, await api.get<string>("/admin/newsletter/subscribers.csv"));
}
