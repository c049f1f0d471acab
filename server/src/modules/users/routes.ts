/** Admin Users screen API (beyond the spec, server-rules.md section 2). */
import { adminUserQuery, adminUserSchema, idParam, pageOf, setRolesRequest } from "@shop/contract";
import { z } from "zod";
import { toPage } from "../../http/paging.js";
import type { App } from "../../http/types.js";
import { errors } from "../../http/route-schema.js";
import { listUsers } from "./repository.js";
import { setUserRoles } from "./set-user-roles.js";

export async function userRoutes(app: App) {
  const { deps } = app;

  app.get(
    "/admin/users",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "List accounts (paged, ?keyword= matches username or email)",
        security: [{ bearerAuth: [] }],
        querystring: adminUserQuery,
        response: { 200: pageOf(adminUserSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listUsers(deps.db, request.query);
      return toPage(rows, total, request.query);
    },
  );

  app.put(
    "/admin/users/:id/roles",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Set an account's roles (ROLE_USER is always kept)",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idParam }),
        body: setRolesRequest,
        response: { 200: adminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => setUserRoles(deps.db, request.user!, request.params.id, request.body.roles),
  );
}
