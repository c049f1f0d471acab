import { useEffect } from "react";
import { shopSettings } from "./config";

export function pageTitle(title: string): string {
  return title ? `${title} | ${shopSettings.shopName}` : shopSettings.shopName;
}

/** Sets document.title to "{title} | {shop name}" while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
