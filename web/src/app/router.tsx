import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/**
 * The browser's router; on a server-rendered page, create it once the page's lazy route is loaded
 * (ssr/match.ts). `basename`: the page's language prefix (`/de`; none for the shop's default,
 * docs/decisions/0045-languages-and-messages.md), so every link of the app stays in the language.
 */
export const createAppRouter = (basename = "") => createBrowserRouter(routes, basename ? { basename } : undefined);
