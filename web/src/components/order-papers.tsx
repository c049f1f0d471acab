/**
 * An order's papers as PDFs (docs/product/api.md §6): its invoice, or one per seller's part when the
 * sellers issue them (docs/decisions/0040-invoices-issued-by-sellers.md), and the credit notes against
 * them (decisions 0030, 0043). The customer's order page and an admin's order details show the same
 * buttons: the server answers both.
 */
import { type CreditNoteSummary, creditNoteSchema, type InvoiceSummary, invoiceSummarySchema } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FileDown, type LucideIcon } from "lucide-react";
import { z } from "zod";
import { api } from "../lib/api-client";
import { downloadWithSession } from "../lib/download";
import { useSessionUser } from "../lib/session";
import { Button } from "./ui";

/** A paper as a PDF (with the session's token, so not a plain link); its error below it. */
export function PaperButton({
  path,
  filename,
  label,
  icon: Icon = FileDown,
}: {
  path: string;
  filename: string;
  label: string;
  icon?: LucideIcon;
}) {
  const download = useMutation({ mutationFn: () => downloadWithSession(path, filename) });
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="sm"
        // A seller's long name wraps inside its column instead of widening the page.
        className="h-auto! min-h-8 w-fit max-w-full py-1.5 text-left whitespace-normal!"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {download.error && (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      )}
    </div>
  );
}

/** GET /orders/{id}/invoices: the shop's invoice, or one per seller's part when sellers issue them. */
export function getInvoices(orderId: number, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return api.get(`/orders/${orderId}/invoices`, { signal, schema: z.array(invoiceSummarySchema) });
}

/** GET /orders/{id}/credit-notes: what was credited against the order's invoices. */
export function getCreditNotes(orderId: number, signal?: AbortSignal): Promise<CreditNoteSummary[]> {
  return api.get(`/orders/${orderId}/credit-notes`, { signal, schema: z.array(creditNoteSchema) });
}

/** Where a paper of the order downloads from: the shop's, or a seller's part's. */
const papersOf = (orderId: number, sellerId: number | null | undefined) =>
  sellerId ? `/orders/${orderId}/sellers/${sellerId}` : `/orders/${orderId}`;

export interface OrderPapersProps {
  orderId: number;
  /** The whole order is cancelled. */
  cancelled: boolean;
  /** A part is cancelled on its own (decision 0043): its credit note is read. */
  partCancelled: boolean;
  /** Several sellers' parts: which invoices there are is asked (one part has one invoice whoever issues it). */
  severalParts: boolean;
  /** The order's own query key: its papers' lists are read under it, so refreshing the order refreshes them. */
  orderKey: readonly unknown[];
}

/**
 * The order's invoice buttons, and once anything is cancelled the credit notes beside them; nothing for
 * a cancelled order never invoiced.
 */
export function OrderPapers({ orderId, cancelled, partCancelled, severalParts, orderKey }: OrderPapersProps) {
  const signedIn = useSessionUser() !== null;
  const notes = useQuery({
    queryKey: [...orderKey, "credit-notes"],
    queryFn: ({ signal }) => getCreditNotes(orderId, signal),
    enabled: signedIn && (cancelled || partCancelled),
  });
  const invoices = useQuery({
    queryKey: [...orderKey, "invoices"],
    queryFn: ({ signal }) => getInvoices(orderId, signal),
    enabled: signedIn && severalParts,
  });
  const bySellers = (invoices.data ?? []).filter((i) => i.issuer === "seller" && i.sellerId !== null);
  const invoiceButtons =
    bySellers.length > 0 ? (
      bySellers.map((invoice) => (
        <PaperButton
          key={invoice.sellerId}
          path={`${papersOf(orderId, invoice.sellerId)}/invoice.pdf`}
          filename={`invoice-order-${orderId}-seller-${invoice.sellerId}.pdf`}
          label={MSG.downloadSellerInvoice(invoice.sellerName ?? "")}
        />
      ))
    ) : (
      <PaperButton
        path={`/orders/${orderId}/invoice.pdf`}
        filename={`invoice-order-${orderId}.pdf`}
        label={MSG.downloadInvoice}
      />
    );
  const credited = notes.data ?? [];
  if (!cancelled && credited.length === 0)
    return bySellers.length > 1 ? <div className="flex flex-wrap gap-2">{invoiceButtons}</div> : invoiceButtons;
  if (credited.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {invoiceButtons}
      {credited.map((note) => (
        <PaperButton
          key={note.label}
          path={`${papersOf(orderId, note.sellerId)}/credit-notes/${note.number}.pdf`}
          filename={`credit-note-${note.label}.pdf`}
          label={MSG.downloadCreditNote(note.label)}
        />
      ))}
    </div>
  );
}
