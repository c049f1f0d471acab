import { matchRoutes } from "react-router";
import { preloadOf } from "../lazy-page";
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

/** Loads the lazy page of a path ahead, so that rendering it does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  await preloadOf(leafOf(pathname)?.element)?.();
}
