import { z } from "zod";
import { isoDate, pageQuery } from "./common.js";
import { roleName } from "./auth.js";

export const adminUserSchema = z
  .object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    createdAt: isoDate,
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_SORT_FIELDS = ["userId", "username", "email"] as const;
export const adminUserQuery = pageQuery(USER_SORT_FIELDS, { sortBy: "userId", sortOrder: "asc" }).extend({
  keyword: z.string().trim().max(100).optional(),
});

export const setRolesRequest = z.object({ roles: z.array(roleName).max(3) });
