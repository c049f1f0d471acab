import { type Page, PAGE_SIZES, type Promotion } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { type PromotionScope, promotionKeys, promotionsPath } from "../query-keys";

/** GET /admin/promotions or /seller/promotions: the caller's codes with how often each was used, newest first. */
export function getPromotions(scope: PromotionScope, page: number, signal?: AbortSignal): Promise<Page<Promotion>> {
  return api.get<Page<Promotion>>(promotionsPath(scope), {
    signal,
    query: { pageNumber: page, pageSize: PAGE_SIZES.table, sortBy: "promotionId", sortOrder: "desc" },
  });
}

export const getPromotionsQueryOptions = (userId: number | undefined, scope: PromotionScope, page: number) =>
  queryOptions({
    queryKey: promotionKeys.list(userId, scope, page),
    queryFn: ({ signal }) => getPromotions(scope, page, signal),
    placeholderData: keepPreviousData,
  });

export function usePromotions(scope: PromotionScope, page: number) {
  const user = useSessionUser();
  return useQuery(getPromotionsQueryOptions(user?.id, scope, page));
}
