/** Address book API (docs/product/api.md §5): the caller's own addresses only. */
import { addressInput, addressSchema, idParam, MSG, messageBody, SUCCESS } from "@shop/contract";
import { z } from "zod";
import { notFound } from "../../core/errors.js";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { addAddress } from "./add-address.js";
import { deleteOwnAddress, listAddresses, updateOwnAddress } from "./repository.js";

const idParams = z.object({ id: idParam });

export async function addressRoutes(app: App) {
  const { db } = app.deps;
  const { authenticate } = app.deps.guards;

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
    async (request) => listAddresses(db, request.user!.id),
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
    async (request, reply) => reply.status(201).send(await addAddress(db, request.user!.id, request.body)),
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
      const address = await updateOwnAddress(db, request.user!.id, request.params.id, request.body);
      if (!address) throw notFound(MSG.addressNotFound);
      return address;
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
      if (!(await deleteOwnAddress(db, request.user!.id, request.params.id))) throw notFound(MSG.addressNotFound);
      return { message: SUCCESS.addressDeleted };
    },
  );
}
