/** Categories: created, renamed and deleted by admins (creation keeps the spec's public path). */
import { categoryDetailSchema, categoryInput, idParam } from "@shop/contract";
import { z } from "zod";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import * as manage from "./manage-categories.js";

const idParams = z.object({ id: idParam });

export async function categoryRoutes(app: App) {
  const { db, settings } = app.deps;
  const languages = async () => (await settings.get()).languages;
  const { admin } = app.deps.guards;

  app.post(
    "/public/categories",
    {
      preHandler: admin,
      schema: {
        tags: ["catalog"],
        summary: "Create a category (admins only, although the path is public)",
        ...authed,
        body: categoryInput,
        response: { 201: categoryDetailSchema, ...errors(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await manage.createCategory(db, request.body, await languages())),
  );

  app.put(
    "/admin/categories/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Rename a category and set its tax rate",
        ...authed,
        params: idParams,
        body: categoryInput,
        response: { 200: categoryDetailSchema, ...errors(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => manage.renameCategory(db, request.params.id, request.body, await languages()),
  );

  app.delete(
    "/admin/categories/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a category that has no products",
        ...authed,
        params: idParams,
        response: { 200: categoryDetailSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => manage.deleteCategory(db, request.params.id),
  );
}
