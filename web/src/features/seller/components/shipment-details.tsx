import type { SellerOrder } from "@shop/contract";
import { ExternalLink } from "lucide-react";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/** The part's carrier and tracking number as the seller gave them when it shipped, with the carrier's tracking page. */
export function ShipmentDetails({ order }: { order: SellerOrder }) {
  const t = useBackOfficeT();
  if (!order.carrier && !order.trackingNumber) {
    return <p className="text-sm text-ink-500">{t("office.shipmentNone")}</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {order.carrier && (
        <>
          <dt className="text-ink-500">{t("office.shipmentCarrier")}</dt>
          <dd className="text-ink-900">{order.carrier}</dd>
        </>
      )}
      {order.trackingNumber && (
        <>
          <dt className="text-ink-500">{t("office.shipmentTracking")}</dt>
          <dd className="break-all text-ink-900">
            <bdi>{order.trackingNumber}</bdi>
            {order.trackingUrl && (
              <a
                href={order.trackingUrl}
                target="_blank"
                rel="noreferrer"
                className="ms-2 inline-flex items-center gap-1 text-brand-700 underline underline-offset-2"
              >
                {t("office.shipmentTrack")}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
