import { type AdminSellerApplication, SELLER_APPLICATION_STATUSES } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { Inbox } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  DataList,
  EmptyState,
  Select,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useMoney } from "../../../lib/shop-settings";
import { ReasonDialog } from "../../ledger";
import { type ApplicationFilter, useDecideApplication, useSellerApplications } from "../api/seller-applications";

const TONES: Record<AdminSellerApplication["status"], BadgeTone> = {
  pending: "yellow",
  approved: "green",
  rejected: "grey",
  suspended: "red",
};

export function ApplicationStatus({ status }: { status: AdminSellerApplication["status"] }) {
  return <Badge tone={TONES[status]}>{MSG.applicationStatusLabels[status]}</Badge>;
}

function Shop({ application }: { application: AdminSellerApplication }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink-900">{application.shopName}</p>
      <p className="line-clamp-2 text-xs text-ink-600">{application.about}</p>
      <p className="mt-1 text-xs whitespace-pre-line text-ink-500">{application.returnAddress}</p>
    </div>
  );
}

function Applicant({ application }: { application: AdminSellerApplication }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium text-ink-800">{application.username}</p>
      <p className="truncate text-xs text-ink-500">{application.email}</p>
      <p className="truncate text-xs text-ink-500">
        {application.contactEmail}
        {application.phone ? ` · ${application.phone}` : ""}
      </p>
    </div>
  );
}

/**
 * The Applications tab of the admin's Sellers screen (docs/decisions/0047): applications by status,
 * pending first; a pending one is approved, or rejected with a reason the applicant reads.
 */
export function ApplicationsTab() {
  const money = useMoney();
  const [status, setStatus] = useState<ApplicationFilter>("pending");
  const [page, setPage] = useState(0);
  const applications = useSellerApplications(status, page);
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<AdminSellerApplication | null>(null);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  const approve = (application: AdminSellerApplication) =>
    decide.mutate(
      { applicationId: application.applicationId, reason: null },
      {
        onSuccess: () => showSuccess(SUCCESS.applicationApproved),
        onError: (err) => showError(errorMessage(err, FALLBACK.saveDecision)),
      },
    );

  const actions = (application: AdminSellerApplication) =>
    application.status === "pending" ? (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={`${MSG.applicationApprove} ${application.shopName}`}
          loading={decide.isPending && decide.variables?.applicationId === application.applicationId}
          onClick={() => approve(application)}
        >
          {MSG.applicationApprove}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${MSG.applicationReject} ${application.shopName}`}
          onClick={() => setRejecting(application)}
        >
          {MSG.applicationReject}
        </Button>
      </div>
    ) : application.reason ? (
      <p className="text-xs text-ink-600">{MSG.applicationReason(application.reason)}</p>
    ) : null;

  return (
    <section aria-labelledby="applications-heading" className="flex flex-col gap-4">
      <Banner banner={banner} onDismiss={clear} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="applications-heading" className="text-lg font-semibold text-ink-900">
            {MSG.applicationsTab}
          </h2>
          {applications.data && (
            <p className="text-sm text-ink-500">
              {applications.data.totalElements} {MSG.applicationsTab.toLowerCase()}
            </p>
          )}
        </div>
        <Select
          label={MSG.applicationStatusFilter}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ApplicationFilter);
            setPage(0);
          }}
          fieldClassName="w-48"
        >
          {SELLER_APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MSG.applicationStatusLabels[s]}
            </option>
          ))}
          <option value="all">{MSG.applicationAllStatuses}</option>
        </Select>
      </div>
      <DataList
        query={applications}
        rows={(data) => data.content}
        rowKey={(application) => application.applicationId}
        label={MSG.applicationsTab}
        columns={[
          { id: "shop", header: MSG.applicationShopName, cell: (a) => <Shop application={a} /> },
          { id: "applicant", header: MSG.applicationApplicant, cell: (a) => <Applicant application={a} /> },
          {
            id: "received",
            header: MSG.applicationReceived,
            className: "whitespace-nowrap",
            cell: (a) => money.date(a.createdAt),
          },
          { id: "status", header: MSG.applicationStatusFilter, cell: (a) => <ApplicationStatus status={a.status} /> },
          { id: "actions", header: MSG.applicationDetails, cell: actions },
        ]}
        card={(a) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <Shop application={a} />
              <ApplicationStatus status={a.status} />
            </div>
            <Applicant application={a} />
            <p className="text-xs text-ink-500">
              {MSG.applicationReceived}: {money.date(a.createdAt)}
            </p>
            {actions(a)}
          </>
        )}
        skeleton={<Skeleton className="h-48 w-full" />}
        errorText={FALLBACK.loadApplications}
        empty={
          <EmptyState
            icon={Inbox}
            title={status === "all" ? MSG.applicationsEmpty : MSG.applicationsEmptyStatus(status)}
          />
        }
        pagination={{ page, onPageChange: setPage }}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? MSG.applicationRejectTitle(rejecting.shopName) : ""}
        confirmLabel={MSG.applicationReject}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          decide.mutateAsync({ applicationId: rejecting!.applicationId, reason }).then(() => {
            setRejecting(null);
            showSuccess(SUCCESS.applicationRejected);
          })
        }
      />
    </section>
  );
}
