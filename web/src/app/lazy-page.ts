import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from "react";

/** A page loaded on demand that can also be loaded ahead (before hydration, or on the server). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's module; afterwards the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export: lazyPage(() => import("./pages/CartPage"), "CartPage").
 *
 * Once `preload()` has loaded the module, the lazy component's loader answers with a thenable that
 * calls back at once, and React renders the page in the same pass instead of suspending. That is
 * what hydration of a server-rendered page needs: the page's chunk is loaded before hydrateRoot, so
 * the server's HTML is adopted as it is instead of waiting behind a Suspense boundary.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType };
    });
  const page = lazy(() => {
    const ready = loaded;
    if (ready) {
      // A thenable that resolves synchronously: React reads the module in the same render.
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
      const settled = { then: (resolve: (value: typeof ready) => void) => resolve(ready) };
      return settled as unknown as Promise<typeof ready>;
    }
    return preload().then(() => loaded as { default: ComponentType });
  });
  return Object.assign(page, { preload });
}

/** The page a route element renders, if it is a lazy page: `<HomePage />` → HomePage.preload. */
export function preloadOf(element: ReactNode): (() => Promise<void>) | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as Partial<LazyPage>;
  return typeof type.preload === "function" ? type.preload : undefined;
}
