import { Alert, Banner, Page, PageHeader, Skeleton, useTimedMessage } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { BackOfficeTexts, useBackOfficeT } from "../../../lib/back-office-i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { useStoreSettings } from "../api/get-store-settings";
import { useSaveStoreSettings } from "../api/save-store-settings";
import { StoreSettingsForm } from "../components/store-settings-form";

/** Beyond the spec (docs/decisions/0013-store-settings.md): the owner's own shop, without editing code. */
export function StoreSettingsPage() {
  return (
    <BackOfficeTexts>
      <StoreSettings />
    </BackOfficeTexts>
  );
}

function StoreSettings() {
  const t = useBackOfficeT();
  usePageTitle(t("setTitle"));
  const query = useStoreSettings();
  const save = useSaveStoreSettings();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  return (
    <Page>
      <PageHeader eyebrow={t("setEyebrow")} title={t("setTitle")} description={t("setIntro")} />
      <div className="flex flex-col gap-4">
        {query.isPending ? (
          <div className="flex flex-col gap-5" role="status" aria-label={t("setLoading")}>
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder sections
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <Alert kind="error">{errorMessage(query.error, t("setLoadFailed"))}</Alert>
        ) : (
          <StoreSettingsForm
            settings={query.data}
            saving={save.isPending}
            status={<Banner banner={banner} onDismiss={clear} />}
            onSave={(settings) =>
              save.mutateAsync(settings).then(
                () => showSuccess(`${t("success.settingsSaved")}. ${t("setSavedNote")}`),
                (error: unknown) => {
                  showError(errorMessage(error, t("setSaveFailed")));
                  throw error;
                },
              )
            }
          />
        )}
      </div>
    </Page>
  );
}
