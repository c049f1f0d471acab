/**
 * Papers (docs/product/api.md §6, §7): the invoice of an order, its credit notes and the packing slip of
 * a seller's part; the invoices and credit notes of sellers' parts when sellers issue them
 * (docs/decisions/0040-invoices-issued-by-sellers.md).
 */
import { creditNoteSchema, idParam, invoiceSummarySchema } from "@shop/contract";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import {
  creditNoteList,
  creditNotePdf,
  invoiceList,
  invoicePdf,
  ownPartCreditNotePdf,
  ownPartInvoicePdf,
  packingSlipPdf,
  partInvoicePdf,
  sellerCreditNotePdf,
} from "./make-papers.js";

const idParams = z.object({ id: idParam });
const partParams = z.object({ id: idParam, sellerId: idParam });

/** A paper's answer: the PDF to save, named by its number, the number also in a header. */
const sendPaper = (reply: FastifyReply, kind: "invoice" | "credit-note", paper: { pdf: Buffer; number: string }) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${kind}-${paper.number}.pdf"`)
    .header(kind === "invoice" ? "x-invoice-number" : "x-credit-note-number", paper.number)
    .send(paper.pdf);

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
          "The order's invoice as PDF, with a number assigned once: the order's customer and admins (404 for anyone else). When sellers issue the order's invoices, an order of one part answers that part's (409 for several parts)",
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
    "/orders/:id/invoices",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "The order's invoices: the shop's one, or one per seller's part when sellers issue them (numbers null until first downloaded): the order's customer and admins",
        ...authed,
        params: idParams,
        response: { 200: z.array(invoiceSummarySchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => invoiceList(papers, request.user!, request.params.id),
  );

  app.get(
    "/orders/:id/sellers/:sellerId/invoice.pdf",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "A seller's invoice of their part of the order as PDF, numbered once in the seller's own sequence: the order's customer and admins (409 when the shop issues the order's invoice)",
        ...authed,
        params: partParams,
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      sendPaper(
        reply,
        "invoice",
        await partInvoicePdf(papers, request.user!, request.params.id, request.params.sellerId),
      ),
  );

  app.get(
    "/orders/:id/sellers/:sellerId/credit-notes/:number.pdf",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary: "A seller's credit note of the order as PDF, referring to the seller's invoice it credits",
        ...authed,
        params: z.object({ id: idParam, sellerId: idParam, number: idParam }),
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { id, sellerId, number } = request.params;
      return sendPaper(reply, "credit-note", await sellerCreditNotePdf(papers, request.user!, id, sellerId, number));
    },
  );

  app.get(
    "/seller/orders/:id/invoice.pdf",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "The invoice of the caller's part of an order as PDF, when sellers issue the order's invoices (409 when the shop does; 404 without own lines)",
        ...authed,
        params: idParams,
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendPaper(reply, "invoice", await ownPartInvoicePdf(papers, request.user!, request.params.id)),
  );

  app.get(
    "/seller/orders/:id/credit-note.pdf",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "The caller's own credit note of their part of an order as PDF (the latest), when sellers issued the order's invoices (404 without own lines or without one)",
        ...authed,
        params: idParams,
        response: { 200: z.any().meta({ description: "application/pdf" }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPaper(reply, "credit-note", await ownPartCreditNotePdf(papers, request.user!, request.params.id)),
  );

  app.get(
    "/orders/:id/credit-notes",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "The order's credit notes (issued when an invoiced order is cancelled), oldest first, the sellers' with their sellerId: the order's customer and admins",
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
