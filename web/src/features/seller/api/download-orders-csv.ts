import type { OrderExportQuery } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";

/** GET /seller/orders.csv: the order lines of a date range, saved as a file (with the session's token, so not a plain link). */
export async function downloadOrdersCsv(range: OrderExportQuery): Promise<void> {
  saveText(`orders-${range.from}-to-${range.to}.csv`, await api.get<string>("/seller/orders.csv", { query: range }));
}

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
