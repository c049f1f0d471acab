/** Papers (docs/product/api.md §6, §7): the invoice of an order, its credit notes and the packing slip of a seller's part. */
import { creditNoteSchema, idParam } from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { creditNotePdf, creditNoteList, invoicePdf, packingSlipPdf } from "./make-papers.js";

const idParams = z.object({ id: idParam });

export async function paperRoutes(app: App) {
  const { deps } = app;
  const { authenticate, sellerOrAdmin } = deps.guards;
  const papers = { db: deps.db, settings: () => deps.settings.get() };

  app.get(
    "/orders/:id/invoice.pdf",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "The order's invoice as PDF, with a number assigned once: the order's customer and admins (404 for anyone else)",
        ...authed,
        params: idParams,
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await invoicePdf(papers, request.user!, request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="invoice-${number}.pdf"`)
        .header("x-invoice-number", number)
        .send(pdf);
    },
  );

  app.get(
    "/orders/:id/credit-notes",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "The order's credit notes (issued when an invoiced order is cancelled), oldest first: the order's customer and admins",
        ...authed,
        params: idParams,
        response: { 200: z.array(creditNoteSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => creditNoteList(papers, request.user!, request.params.id),
  );

  app.get(
    "/orders/:id/credit-notes/:number.pdf",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary: "A credit note of the order as PDF, referring to the invoice it credits",
        ...authed,
        params: z.object({ id: idParam, number: idParam }),
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await creditNotePdf(papers, request.user!, request.params.id, request.params.number);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="credit-note-${number}.pdf"`)
        .header("x-credit-note-number", number)
        .send(pdf);
    },
  );

  app.get(
    "/seller/orders/:id/packing-slip",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "The packing slip of the caller's part of an order as PDF: recipient, phone, address and the caller's lines",
        ...authed,
        params: idParams,
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await packingSlipPdf(papers, request.user!, request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="packing-slip-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
}
