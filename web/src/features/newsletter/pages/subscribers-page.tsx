import type { NewsletterStatus } from "@shop/contract";
import { Download, MailPlus } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  Page,
  PageHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { downloadSubscribersCsv } from "../api/download-subscribers-csv";
import { useSubscribers } from "../api/get-subscribers";

const STATUS: Record<NewsletterStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for confirmation", tone: "yellow" },
  confirmed: { label: "Subscribed", tone: "green" },
  unsubscribed: { label: "Unsubscribed", tone: "grey" },
};

/** Beyond the spec (docs/decisions/0015-newsletter.md): who signed up for the newsletter, and the list as CSV. */
export function SubscribersPage() {
  usePageTitle("Newsletter");
  const query = useSubscribers();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      setExportError(errorMessage(error, "The CSV could not be made"));
    } finally {
      setExporting(false);
    }
  }

  const data = query.data;
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Newsletter"
        description="Addresses signed up from the home page. Only confirmed ones may be sent a newsletter; every mail carries an unsubscribe link."
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={!data}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        {exportError && <Alert kind="error">{exportError}</Alert>}
        {query.isPending ? (
          <div role="status" aria-label="Loading subscribers" className="flex flex-col gap-3">
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : query.isError || !data ? (
          <Alert kind="error">{errorMessage(query.error, "Failed to load the subscribers")}</Alert>
        ) : data.subscribers.length === 0 ? (
          <EmptyState
            icon={MailPlus}
            title="No subscribers yet"
            description="Sign-ups from the home page's newsletter box appear here."
          />
        ) : (
          <>
            <p className="text-sm text-ink-600">
              {data.counts.confirmed} subscribed · {data.counts.pending} waiting for confirmation ·{" "}
              {data.counts.unsubscribed} unsubscribed
            </p>
            <Table className="min-w-[640px]">
              <TableHead>
                <tr>
                  <TableHeaderCell>E-mail</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Signed up</TableHeaderCell>
                  <TableHeaderCell>Confirmed</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {data.subscribers.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell className="font-medium text-ink-900 [overflow-wrap:anywhere]">{s.email}</TableCell>
                    <TableCell>
                      <Badge tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Badge>
                    </TableCell>
                    <TableCell>{formatDateTime(s.createdAt)}</TableCell>
                    <TableCell>{s.confirmedAt ? formatDateTime(s.confirmedAt) : "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </div>
    </Page>
  );
}
