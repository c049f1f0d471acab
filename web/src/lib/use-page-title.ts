import { useEffect } from "react";
import { useShopSettings } from "./shop-settings";

/** "{title} | {shop name}", or the shop name alone for an empty title. */
export function pageTitle(title: string, shopName: string): string {
  return title ? `${title} | ${shopName}` : shopName;
}

/** Sets document.title to "{title} | {shop name}" while the calling page is shown. */
export function usePageTitle(title: string): void {
  const { shopName } = useShopSettings();
  useEffect(() => {
    document.title = pageTitle(title, shopName);
  }, [title, shopName]);
}
