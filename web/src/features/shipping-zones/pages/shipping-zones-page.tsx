import { Alert, Banner, Page, PageHeader, Skeleton, useTimedMessage } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSaveShippingZones, useShippingZones } from "../api/shipping-zones";
import { ShippingZonesForm } from "../components/shipping-zones-form";
import { BackOfficeTexts, useBackOfficeT } from "../../../lib/back-office-i18n";

/** Shipping zones (docs/product/api.md, "Shipping zones"): the fee and free-over threshold by country. */
export function ShippingZonesPage() {
  return (
    <BackOfficeTexts>
      <ShippingZones />
    </BackOfficeTexts>
  );
}

function ShippingZones() {
  const t = useBackOfficeT();
  usePageTitle(t("zonesTitle"));
  const query = useShippingZones();
  const save = useSaveShippingZones();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  return (
    <Page>
      <PageHeader eyebrow={t("setEyebrow")} title={t("zonesTitle")} description={t("zonesIntro")} />
      {query.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label={t("zonesLoading")}>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <Alert kind="error">{errorMessage(query.error, t("zonesLoadFailed"))}</Alert>
      ) : (
        <ShippingZonesForm
          zones={query.data}
          saving={save.isPending}
          status={<Banner banner={banner} onDismiss={clear} />}
          onSave={(zones) =>
            save.mutateAsync(zones).then(
              () => showSuccess(t("zonesSaved")),
              (error: unknown) => {
                showError(errorMessage(error, t("zonesSaveFailed")));
                throw error;
              },
            )
          }
        />
      )}
    </Page>
  );
}
