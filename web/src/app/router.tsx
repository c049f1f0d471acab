import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The browser's router; on a server-rendered page, create it once the page's lazy route is loaded (ssr/match.ts). */
export const createAppRouter = () => createBrowserRouter(routes);
