import type { SellerApplication } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/account";
import { MSG as STOREFRONT } from "@shop/contract/messages/storefront";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import {
  Alert,
  Badge,
  type BadgeTone,
  Banner,
  buttonClasses,
  Card,
  CardBody,
  Page,
  PageHeader,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/current-user";
import { useMoney, useShopSettings } from "../../../lib/shop-settings";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../../lib/use-session";
import { useOwnApplication } from "../api/own-application";
import { ApplicationForm } from "../components/application-form";

const TONES: Record<SellerApplication["status"], BadgeTone> = {
  pending: "yellow",
  approved: "green",
  rejected: "grey",
  suspended: "red",
};

const SAYS: Record<SellerApplication["status"], string> = {
  pending: MSG.applicationPending,
  approved: MSG.applicationApproved,
  rejected: MSG.applicationRejected,
  suspended: MSG.applicationSuspended,
};

function ApplicationStatusCard({ application }: { application: SellerApplication }) {
  const money = useMoney();
  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink-900">
            {MSG.applicationStatusTitle}: {application.shopName}
          </h2>
          <Badge tone={TONES[application.status]}>{MSG.applicationStatusLabels[application.status]}</Badge>
        </div>
        <p className="text-sm text-ink-500">{MSG.applicationSentOn(money.date(application.createdAt))}</p>
        <p className="text-ink-800">{SAYS[application.status]}</p>
        {application.reason && (
          <p className="text-sm whitespace-pre-line text-ink-700">{MSG.applicationReason(application.reason)}</p>
        )}
        {(application.status === "approved" || application.status === "suspended") && (
          <Link to="/seller/dashboard" className={buttonClasses({ className: "self-start" })}>
            {MSG.applicationToDashboard}
          </Link>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * "Sell on {shop}" (docs/decisions/0047): a signed-in customer's application form and, once sent,
 * its status on the same page; a rejected applicant sees why and may apply again.
 */
export function SellPage() {
  const { shopName } = useShopSettings();
  usePageTitle(STOREFRONT.sellOnShop(shopName));
  const { user, isSeller } = useSession();
  const queryClient = useQueryClient();
  const application = useOwnApplication();
  const { message, showSuccess, clear } = useTimedMessage({ clearErrors: false });
  const status = application.data?.status;

  // Approved while signed in: the session learns its new role, so the menu offers the dashboard.
  useEffect(() => {
    if ((status === "approved" || status === "suspended") && !isSeller) {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  }, [status, isSeller, queryClient]);

  return (
    <Page width="medium">
      <PageHeader title={STOREFRONT.sellOnShop(shopName)} description={MSG.sellIntro(shopName)} />
      <div className="flex flex-col gap-6">
        <Banner banner={message} onDismiss={clear} />
        {application.isPending ? (
          <div role="status" aria-label={MSG.applicationStatusTitle}>
            <Skeleton className="h-64 w-full rounded-card" />
          </div>
        ) : application.isError ? (
          <Alert kind="error">{errorMessage(application.error, FALLBACK.loadApplication)}</Alert>
        ) : (
          <>
            {application.data && <ApplicationStatusCard application={application.data} />}
            {isSeller && !application.data && (
              <Link to="/seller/dashboard" className={buttonClasses({ className: "self-start" })}>
                {MSG.applicationToDashboard}
              </Link>
            )}
            {!isSeller && (!application.data || application.data.status === "rejected") && (
              <Card>
                <CardBody className="flex flex-col gap-4">
                  {application.data && <p className="text-sm text-ink-700">{MSG.applicationApplyAgain}</p>}
                  <ApplicationForm email={user?.email ?? ""} onSent={() => showSuccess(SUCCESS.applicationSent)} />
                </CardBody>
              </Card>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
