/** Returns (docs/decisions/0046-returns-and-refunds.md): the customer's per order, the back office's per tree. */
export type ReturnsTree = "seller" | "admin";

export const returnKeys = {
  order: (userId: number | undefined, orderId: number) => ["returns", userId, "order", orderId] as const,
  all: (userId: number | undefined, tree: ReturnsTree) => ["returns", userId, tree] as const,
  list: (userId: number | undefined, tree: ReturnsTree, page: number, status: string) =>
    ["returns", userId, tree, page, status] as const,
};

export const returnsPath = (tree: ReturnsTree) => (tree === "admin" ? "/admin/returns" : "/seller/returns");
