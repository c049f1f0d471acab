import { matchRoutes } from "react-router";
import { type RouteHandle, routes } from "../routes";

/** The deepest route of a path, with its handle. */
function leafOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1]?.route;
}

/** Whether the server renders this path's page (its route is marked `serverRendered`). */
export function isServerRendered(pathname: string): boolean {
  return (leafOf(pathname)?.handle as RouteHandle | undefined)?.serverRendered === true;
}

/**
 * Loads the lazy routes a path matches and puts what they load (the page's Component) on the route
 * objects, so that a router created afterwards renders the page at once. Hydration needs that: with
 * a lazy route still to load, React Router would render the route's HydrateFallback in place of the
 * server's HTML (React Router's advice for lazy routes with server rendering). The server needs
 * nothing of the kind: its static handler loads the matched lazy routes before rendering.
 */
export async function loadLazyRoutes(pathname: string, basename = ""): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
