import { useEffect } from "react";
import { shopConfig } from "./config";

export function pageTitle(title: string): string {
  return title ? `${title} | ${shopConfig.shopName}` : shopConfig.shopName;
}

/** Sets document.title to "{title} | {shop name}" while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
