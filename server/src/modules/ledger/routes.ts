/**
 * The marketplace's money (docs/decisions/0022): the admin's terms, sellers, rates and payments,
 * and each seller's own statement. Admin and seller routes are separate trees over the same use cases.
 */
import {
  idParam,
  ledgerCsvQuery,
  ledgerEntrySchema,
  ledgerPageSchema,
  ledgerQuery,
  marketplaceSettingsInput,
  marketplaceSettingsSchema,
  PAGE_SIZE_MAX,
  pageOf,
  sellerAccountQuery,
  sellerAccountSchema,
  sellerCommissionInput,
  sellerPaymentInput,
  basisPoints,
} from "@shop/contract";
import { z } from "zod";
import { type AuthUser, isSeller } from "../../core/user.js";
import { sendCsv } from "../../core/csv.js";
import { forbidden } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { readTerms, toMarketplaceSettings, writeTerms } from "./marketplace-settings.js";
import { recordPayment } from "./record-payment.js";
import { ledgerPage, sellerAccounts } from "./repository.js";
import { sellerAccount, sellerOr404, setSellerCommission } from "./sellers.js";
import { balancesCsv, statementCsv } from "./statement-csv.js";

const sellerIdParams = z.object({ id: idParam });

/** The seller whose statement the caller reads: their own (sellers only). */
function ownSellerId(user: AuthUser): number {
  if (!isSeller(user)) throw forbidden("Only sellers have a statement");
  return user.id;
}

export async function ledgerRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  /** The shop's currency's decimals: the ledger keeps minor units of it. */
  const digits = async () => (await deps.settings.amounts()).digits;
  const { admin, sellerOrAdmin } = deps.guards;

  const account = (sellerId: number) => sellerAccount(deps, sellerId);

  app.get(
    "/admin/marketplace",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary:
          "The default commission, who collects cash on delivery, and whether applications to sell are approved automatically",
        ...authed,
        response: { 200: marketplaceSettingsSchema, ...errors(401, 403) },
      },
    },
    async () => toMarketplaceSettings(await readTerms(db)),
  );

  app.put(
    "/admin/marketplace",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary:
          "Change the default commission (0–100, 2 decimals) and who collects cash: orders placed afterwards use them; autoApproveApplications (left out: kept) approves every application to sell as it arrives",
        ...authed,
        body: marketplaceSettingsInput,
        response: { 200: marketplaceSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const terms = {
        commissionBp: basisPoints(request.body.commissionPercent),
        cashCollectedBy: request.body.cashCollectedBy,
        autoApproveApplications: request.body.autoApproveApplications ?? (await readTerms(db)).autoApproveApplications,
      };
      await writeTerms(db, terms);
      return toMarketplaceSettings(terms);
    },
  );

  app.get(
    "/admin/sellers",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Sellers with their commission rate in force and their balance (positive: the shop owes them)",
        ...authed,
        querystring: sellerAccountQuery,
        response: { 200: pageOf(sellerAccountSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => sellerAccounts(db, (await readTerms(db)).commissionBp, request.query, await digits()),
  );

  app.get(
    "/admin/sellers.csv",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Every seller's rate and balance as CSV",
        ...authed,
        querystring: sellerAccountQuery.pick({ balance: true, keyword: true }),
        response: { 200: z.string(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const defaultBp = (await readTerms(db)).commissionBp;
      const all = [];
      for (let pageNumber = 0; ; pageNumber++) {
        const page = await sellerAccounts(
          db,
          defaultBp,
          {
            ...request.query,
            pageNumber,
            pageSize: PAGE_SIZE_MAX,
            sortBy: "username",
            sortOrder: "asc",
          },
          await digits(),
        );
        all.push(...page.content);
        if (page.lastPage || page.content.length === 0) break;
      }
      return sendCsv(reply, "seller-balances.csv", balancesCsv(all, await deps.settings.amounts()));
    },
  );

  app.put(
    "/admin/sellers/:id/commission",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "Set a seller's own commission rate (null: back to the shop's); orders placed before keep theirs",
        ...authed,
        params: sellerIdParams,
        body: sellerCommissionInput,
        response: { 200: sellerAccountSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await setSellerCommission(db, request.params.id, request.body.percent);
      return account(request.params.id);
    },
  );

  app.post(
    "/admin/sellers/:id/payments",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary:
          "Record a payout (the shop paid the seller) or a settlement (the seller paid the shop); never past a zero balance",
        ...authed,
        params: sellerIdParams,
        body: sellerPaymentInput,
        response: { 201: ledgerEntrySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const entry = await recordPayment(
        {
          db,
          settings: () => deps.settings.get(),
          storefrontUrl: deps.config.storefrontUrl,
          publicUrl: deps.config.publicUrl,
          nudgeOutbox: () => deps.outbox.nudge(),
        },
        request.user!,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(entry);
    },
  );

  app.get(
    "/admin/sellers/:id/ledger",
    {
      preHandler: admin,
      schema: {
        tags: ["marketplace"],
        summary: "A seller's statement, newest first",
        ...authed,
        params: sellerIdParams,
        querystring: ledgerQuery,
        response: { 200: ledgerPageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sellerOr404(db, request.params.id);
      return ledgerPage(db, request.params.id, request.query, await digits());
    },
  );

  app.get(
    "/seller/ledger",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "The caller's statement, newest first, with the balance (positive: the shop owes you)",
        ...authed,
        querystring: ledgerQuery,
        response: { 200: ledgerPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => ledgerPage(db, ownSellerId(request.user!), request.query, await digits()),
  );

  app.get(
    "/seller/ledger.csv",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Every entry of the caller's statement in the range (from/to, UTC days, optional) as CSV",
        ...authed,
        querystring: ledgerCsvQuery,
        response: { 200: z.string(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sellerId = ownSellerId(request.user!);
      const { from, to } = request.query;
      const name = `statement${from ? `-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;
      return sendCsv(reply, name, await statementCsv(db, sellerId, request.query, await deps.settings.amounts()));
    },
  );
}
