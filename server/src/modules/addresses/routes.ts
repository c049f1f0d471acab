/** Address book API (server-rules.md section 5): the caller's own addresses only. */
import { addressInput, addressSchema, idParam, messageBody, MSG } from "@shop/contract";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { addresses } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import { authed, errors } from "../../http/route-schema.js";

const idParams = z.object({ id: idParam });

const columns = {
  addressId: addresses.id,
  street: addresses.street,
  apartmentNumber: addresses.apartmentNumber,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  zipCode: addresses.zipCode,
};

export async function addressRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  const { authenticate } = deps.guards;
  const own = (id: number, userId: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

  app.get(
    "/users/addresses",
    {
      preHandler: authenticate,
      schema: {
        tags: ["addresses"],
        summary: "The caller's addresses",
        ...authed,
        response: { 200: z.array(addressSchema), ...errors(401) },
      },
    },
    async (request) =>
      db.select(columns).from(addresses).where(eq(addresses.userId, request.user!.id)).orderBy(asc(addresses.id)),
  );

  app.post(
    "/addresses",
    {
      preHandler: authenticate,
      schema: {
        tags: ["addresses"],
        summary: "Add an address",
        ...authed,
        body: addressInput,
        response: { 201: addressSchema, ...errors(400, 401, 415) },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(addresses)
        .values({ ...request.body, userId: request.user!.id })
        .returning(columns);
      return reply.status(201).send(row!);
    },
  );

  app.put(
    "/addresses/:id",
    {
      preHandler: authenticate,
      schema: {
        tags: ["addresses"],
        summary: "Change one of the caller's addresses (orders keep their own copy)",
        ...authed,
        params: idParams,
        body: addressInput,
        response: { 200: addressSchema, ...errors(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const [row] = await db
        .update(addresses)
        .set(request.body)
        .where(own(request.params.id, request.user!.id))
        .returning(columns);
      if (!row) throw notFound(MSG.addressNotFound);
      return row;
    },
  );

  app.delete(
    "/addresses/:id",
    {
      preHandler: authenticate,
      schema: {
        tags: ["addresses"],
        summary: "Delete one of the caller's addresses",
        ...authed,
        params: idParams,
        response: { 200: messageBody, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const deleted = await db
        .delete(addresses)
        .where(own(request.params.id, request.user!.id))
        .returning({ id: addresses.id });
      if (deleted.length === 0) throw notFound(MSG.addressNotFound);
      return { message: "Address deleted successfully" };
    },
  );
}
