import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** React.lazy for a named export: lazyPage(() => import("./pages/CartPage"), "CartPage"). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
