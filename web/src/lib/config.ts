/** Shop settings the server writes into index.html's meta tags at serve time. */

function readMeta(name: string): string | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : null;
}

function parseCents(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export interface ShopConfig {
  shopName: string;
  /** Subtotal above which shipping is free; null when the shop offers no free shipping. */
  freeShippingThresholdCents: number | null;
}

export function readShopConfig(): ShopConfig {
  return {
    shopName: readMeta("shop-name") ?? "Marigold",
    freeShippingThresholdCents: parseCents(readMeta("free-shipping-threshold")),
  };
}

export const shopConfig: ShopConfig = readShopConfig();
