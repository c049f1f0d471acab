/**
 * The admin list's paging fields are named `page` and `size` in docs/product/storefront.md §7; every
 * paged list accepts them as aliases of `pageNumber` and `pageSize` (the canonical names win when
 * both are sent). A preValidation hook, so the route schemas see the canonical names.
 */
export function pagingAliases(request: { query: unknown }, _reply: unknown, done: () => void) {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === "object") {
    if (query.page !== undefined && query.pageNumber === undefined) query.pageNumber = query.page;
    if (query.size !== undefined && query.pageSize === undefined) query.pageSize = query.size;
  }
  done();
}
