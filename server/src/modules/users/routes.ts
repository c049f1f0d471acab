/** Admin Users screen API (beyond the spec, docs/product/api.md §2). */
import { adminUserQuery, adminUserSchema, idParam, pageOf, setRolesRequest } from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
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
        ...authed,
        querystring: adminUserQuery,
        response: { 200: pageOf(adminUserSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => listUsers(deps.db, request.query),
  );

  app.put(
    "/admin/users/:id/roles",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Set an account's roles (ROLE_USER is always kept)",
        ...authed,
        params: z.object({ id: idParam }),
        body: setRolesRequest,
        response: { 200: adminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => setUserRoles(deps, request.user!, request.params.id, request.body.roles),
  );
}
