import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";
import type { StatementRange } from "./get-statement";

/** GET /seller/ledger.csv: every entry of the range, saved as a file (with the session's token, so not a plain link). */
export async function downloadStatementCsv(range: StatementRange): Promise<void> {
  const name = `statement${range.from ? `-${range.from}` : ""}${range.to ? `-to-${range.to}` : ""}.csv`;
  saveText(name, await api.get<string>("/seller/ledger.csv", { query: { from: range.from, to: range.to } }));
}

export function useDownloadStatementCsv() {
  return useMutation({ mutationFn: downloadStatementCsv });
}
