/** Admin Users screen API (beyond the spec, server-rules.md section 2). */
import { adminUserQuery, adminUserSchema, idParam, MSG, pageOf, ROLES, setRolesRequest } from "@shop/contract";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema/index.js";
import { badRequest, notFound } from "../../http/errors.js";
import { offsetOf, toPage } from "../../http/paging.js";
import type { App } from "../../http/types.js";
import { errors } from "../../http/route-schema.js";

const sortColumns = { userId: users.id, username: users.username, email: users.email } as const;

type UserRow = typeof users.$inferSelect;
const toAdminUser = (u: UserRow) => ({
  userId: u.id,
  username: u.username,
  email: u.email,
  roles: u.roles,
  createdAt: u.createdAt.toISOString(),
});

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
      const q = request.query;
      const keyword = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        isNull(users.deletedAt),
        keyword ? sql`(${users.username} ilike ${keyword} or ${users.email} ilike ${keyword})` : undefined,
      );
      const order = q.sortOrder === "desc" ? desc(sortColumns[q.sortBy]) : asc(sortColumns[q.sortBy]);
      const [rows, [count]] = await Promise.all([
        deps.db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(q.pageSize).offset(offsetOf(q)),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      return toPage(rows.map(toAdminUser), count?.n ?? 0, q);
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
    async (request) => {
      const me = request.user!;
      const { id } = request.params;
      const roles = [ROLES.user, ...[ROLES.seller, ROLES.admin].filter((r) => request.body.roles.includes(r))];
      if (id === me.id && !roles.includes(ROLES.admin)) throw badRequest(MSG.ownAdminRole);
      const [row] = await deps.db
        .update(users)
        .set({ roles })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      if (!row) throw notFound("User not found");
      return toAdminUser(row);
    },
  );
}
