import type { NewsletterStatus } from "@shop/contract";
import { Download, MailPlus } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  DataList,
  EmptyState,
  Page,
  PageHeader,
  SkeletonRows,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { downloadSubscribersCsv } from "../api/download-subscribers-csv";
import { useSubscribers } from "../api/get-subscribers";
import { useMoney } from "../../../lib/shop-settings";

const STATUS: Record<NewsletterStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for confirmation", tone: "yellow" },
  confirmed: { label: "Subscribed", tone: "green" },
  unsubscribed: { label: "Unsubscribed", tone: "grey" },
};

/** Beyond the spec (docs/decisions/0015-newsletter.md): who signed up for the newsletter, and the list as CSV. */
export function SubscribersPage() {
  const money = useMoney();
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
        <DataList
          query={query}
          rows={(data) => data.subscribers}
          rowKey={(s) => s.id}
          label="Subscribers"
          columns={[
            {
              id: "email",
              header: "E-mail",
              className: "font-medium text-ink-900 [overflow-wrap:anywhere]",
              cell: (s) => s.email,
            },
            {
              id: "status",
              header: "Status",
              cell: (s) => <Badge tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Badge>,
            },
            { id: "signed-up", header: "Signed up", cell: (s) => money.dateTime(s.createdAt) },
            {
              id: "confirmed",
              header: "Confirmed",
              cell: (s) => (s.confirmedAt ? money.dateTime(s.confirmedAt) : "—"),
            },
          ]}
          tableClassName="min-w-[640px]"
          loadingLabel="Loading subscribers"
          skeleton={<SkeletonRows bars={["h-6 w-64", "h-48 w-full"]} className="gap-3" />}
          errorText="Failed to load the subscribers"
          empty={
            <EmptyState
              icon={MailPlus}
              title="No subscribers yet"
              description="Sign-ups from the home page's newsletter box appear here."
            />
          }
          beforeRows={(_, { counts }) => (
            <p className="text-sm text-ink-600">
              {counts.confirmed} subscribed · {counts.pending} waiting for confirmation · {counts.unsubscribed}{" "}
              unsubscribed
            </p>
          )}
          className="flex flex-col gap-4"
        />
      </div>
    </Page>
  );
}
