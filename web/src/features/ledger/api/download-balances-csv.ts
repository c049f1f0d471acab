import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";

/** GET /admin/sellers.csv: every seller's rate and balance (the filter applies), saved as a file. */
export async function downloadBalancesCsv(balance: "all" | "owed" | "owing"): Promise<void> {
  saveText("seller-balances.csv", await api.get<string>("/admin/sellers.csv", { query: { balance } }));
}
