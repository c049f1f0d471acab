import type { Facets } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The filters of the list the facets go with: its category or search, price, availability and chosen options. */
export interface FacetParams {
  categoryId?: number;
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
  /** `Name:Value`, repeated. */
  option?: string[];
}

/** GET /public/facets: the option values of the list's products, with how many have each in stock. */
export function getFacets(params: FacetParams, signal?: AbortSignal): Promise<Facets> {
  const { inStock, onSale, ...rest } = params;
  return api.get<Facets>("/public/facets", {
    signal,
    query: { ...rest, inStock: inStock ? true : undefined, onSale: onSale ? true : undefined },
  });
}

export const facetsQueryKey = (params: FacetParams) => ["products", "facets", params] as const;

/** The facets of a list; the previous ones stay while the next load, so the panel does not jump. */
export const getFacetsQueryOptions = (params: FacetParams) =>
  queryOptions({
    queryKey: facetsQueryKey(params),
    queryFn: ({ signal }) => getFacets(params, signal),
    placeholderData: keepPreviousData,
  });

export function useFacets(params: FacetParams) {
  return useQuery(getFacetsQueryOptions(params));
}
