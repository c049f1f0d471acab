/**
 * Applying to sell and the admins' decisions (docs/decisions/0047): the applicant's own tree
 * (`/seller/application`, any signed-in account) and the admins' (`/admin/seller-applications`,
 * `/admin/sellers/{id}/suspend|reinstate`) over the same use cases.
 */
import {
  adminSellerApplicationQuery,
  adminSellerApplicationSchema,
  decisionReasonInput,
  idParam,
  pageOf,
  sellerApplicationInput,
  sellerAccountSchema,
  sellerApplicationSchema,
} from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { sellerAccount } from "../ledger/sellers.js";
import {
  applicationsPage,
  applyToSell,
  approveApplication,
  ownApplication,
  rejectApplication,
  setSellerSuspension,
} from "./applications.js";

const idParams = z.object({ id: idParam });

export async function sellerApplicationRoutes(app: App) {
  const { deps } = app;
  const { authenticate, admin } = deps.guards;
  /** The seller as the Sellers screen lists them, after the change. */
  const account = (sellerId: number) => sellerAccount(deps, sellerId);

  app.post(
    "/seller/application",
    {
      preHandler: authenticate,
      schema: {
        tags: ["seller"],
        summary:
          "Apply to sell: shop name (a display name another seller does not use), about, contact e-mail, phone (optional) and address for returns. One application at a time (409 while one is pending or the caller sells); approved at once when the marketplace approves automatically",
        ...authed,
        body: sellerApplicationInput,
        response: { 201: sellerApplicationSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await applyToSell(deps, request.user!, request.body)),
  );

  app.get(
    "/seller/application",
    {
      preHandler: authenticate,
      schema: {
        tags: ["seller"],
        summary: "The caller's newest application to sell and its status (404 when they never applied)",
        ...authed,
        response: { 200: sellerApplicationSchema, ...errors(401, 404) },
      },
    },
    async (request) => ownApplication(deps, request.user!),
  );

  app.get(
    "/admin/seller-applications",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Applications to sell, newest first (paged; ?status=pending|approved|rejected|suspended)",
        ...authed,
        querystring: adminSellerApplicationQuery,
        response: { 200: pageOf(adminSellerApplicationSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => applicationsPage(deps, request.query),
  );

  app.put(
    "/admin/seller-applications/:id/approve",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary:
          "Approve a pending application: the account gains the seller role and a shop profile, once (approving it again changes nothing); 409 when it was rejected",
        ...authed,
        params: idParams,
        response: { 200: sellerApplicationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveApplication(deps, request.user!, request.params.id),
  );

  app.put(
    "/admin/seller-applications/:id/reject",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Reject a pending application with a reason (1–500 characters) the applicant reads; 409 once decided",
        ...authed,
        params: idParams,
        body: decisionReasonInput,
        response: { 200: sellerApplicationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectApplication(deps, request.user!, request.params.id, request.body.reason),
  );

  app.put(
    "/admin/sellers/:id/suspend",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary:
          "Suspend a seller with a reason: their products leave the storefront, search and carts; their open orders stay theirs to serve (409 when suspended already)",
        ...authed,
        params: idParams,
        body: decisionReasonInput,
        response: { 200: sellerAccountSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await setSellerSuspension(deps, request.user!, request.params.id, request.body.reason);
      return account(request.params.id);
    },
  );

  app.put(
    "/admin/sellers/:id/reinstate",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Reinstate a suspended seller: their products are on sale again (409 when not suspended)",
        ...authed,
        params: idParams,
        response: { 200: sellerAccountSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await setSellerSuspension(deps, request.user!, request.params.id, null);
      return account(request.params.id);
    },
  );
}
