/** The admin's setup checklist (docs/product/api.md §9). */
import { setupChecklistSchema } from "@shop/contract";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { setupChecklist } from "./checklist.js";

export async function setupRoutes(app: App) {
  const { deps } = app;
  app.get(
    "/admin/setup",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Get your shop ready: settings, categories, a seller, the first product and the owner's pages, each with done",
        ...authed,
        response: { 200: setupChecklistSchema, ...errors(401, 403) },
      },
    },
    async () => setupChecklist(deps.db, await deps.settings.readIn(deps.db)),
  );
}
