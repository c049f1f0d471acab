import { type SubscriberList, subscriberList } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function useSubscribers() {
  return useQuery({
    queryKey: ["admin", "newsletter"],
    queryFn: ({ signal }) =>
      api.get<SubscriberList>("/admin/newsletter/subscribers", { signal, schema: subscriberList }),
  });
}

/** Downloads the CSV the server writes (with the admin's token, so not a plain link). */
export async function downloadSubscribersCsv(): Promise<void> {
  const csv = await api.get<string>("/admin/newsletter/subscribers.csv");
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
