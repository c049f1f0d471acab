/** The ledger's query keys, per signed-in user: the seller's statement and the admin's sellers and terms. */
export const ledgerKeys = {
  all: (userId: number | undefined) => ["ledger", userId] as const,
  statement: (userId: number | undefined, page: number, from: string, to: string) =>
    ["ledger", userId, "statement", page, from, to] as const,
  marketplace: (userId: number | undefined) => ["ledger", userId, "marketplace"] as const,
  sellers: (userId: number | undefined, query: SellerAccountsQuery) => ["ledger", userId, "sellers", query] as const,
  /** Under "sellers": a payment's refresh of the list reads the statement again too. */
  sellerStatement: (userId: number | undefined, sellerId: number, page: number) =>
    ["ledger", userId, "sellers", "statement", sellerId, page] as const,
};

export interface SellerAccountsQuery {
  page: number;
  sortBy: "username" | "balance" | "commissionPercent";
  sortOrder: "asc" | "desc";
  balance: "all" | "owed" | "owing";
}
