export type PromotionScope = "admin" | "seller";

/** The codes of the shop (admin) or of the signed-in seller, per user. */
export const promotionKeys = {
  all: (userId: number | undefined, scope: PromotionScope) => ["promotions", userId, scope] as const,
  list: (userId: number | undefined, scope: PromotionScope, page: number) =>
    ["promotions", userId, scope, page] as const,
};

export const promotionsPath = (scope: PromotionScope) =>
  scope === "admin" ? "/admin/promotions" : "/seller/promotions";
