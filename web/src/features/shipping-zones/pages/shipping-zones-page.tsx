import { Alert, Banner, Page, PageHeader, Skeleton, useTimedMessage } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSaveShippingZones, useShippingZones } from "../api/shipping-zones";
import { ShippingZonesForm } from "../components/shipping-zones-form";

export const ZONES_TEXT = {
  loadFailed: "Failed to load the shipping zones",
  saveFailed: "Failed to save the shipping zones",
  saved: "Shipping zones saved. Orders placed from now on pay the fee of their address's zone.",
} as const;

/** Shipping zones (docs/product/api.md, "Shipping zones"): the fee and free-over threshold by country. */
export function ShippingZonesPage() {
  usePageTitle("Shipping zones");
  const query = useShippingZones();
  const save = useSaveShippingZones();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Shipping zones"
        description="Where you ship and what it costs: each zone's countries pay its fee, free over its threshold. An address in no zone cannot check out."
      />
      {query.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading the shipping zones">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <Alert kind="error">{errorMessage(query.error, ZONES_TEXT.loadFailed)}</Alert>
      ) : (
        <ShippingZonesForm
          zones={query.data}
          saving={save.isPending}
          status={<Banner banner={banner} onDismiss={clear} />}
          onSave={(zones) =>
            save.mutateAsync(zones).then(
              () => showSuccess(ZONES_TEXT.saved),
              (error: unknown) => {
                showError(errorMessage(error, ZONES_TEXT.saveFailed));
                throw error;
              },
            )
          }
        />
      )}
    </Page>
  );
}
