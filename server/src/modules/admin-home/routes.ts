/** The owner's home (docs/product/api.md, "The owner's home"). */
import { adminHomeSchema } from "@shop/contract";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { adminHome } from "./admin-home.js";

export async function adminHomeRoutes(app: App) {
  const { deps } = app;
  app.get(
    "/admin/home",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "The owner's home: orders waiting to ship, returns, applications, payouts owed, stock, failed mails, the setup checklist, and the last 30 days against the 30 before",
        ...authed,
        response: { 200: adminHomeSchema, ...errors(401, 403) },
      },
    },
    async () => adminHome(deps.db, await deps.settings.readIn(deps.db)),
  );
}
