import { SUCCESS } from "@shop/contract/messages/back-office";
import { Alert, Banner, Page, PageHeader, Skeleton, useTimedMessage } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useStoreSettings } from "../api/get-store-settings";
import { useSaveStoreSettings } from "../api/save-store-settings";
import { StoreSettingsForm } from "../components/store-settings-form";

export const SETTINGS_TEXT = {
  loadFailed: "Failed to load the store settings",
  saveFailed: "Failed to save the store settings",
  savedNote: "Shoppers see the changes on their next page load.",
} as const;

/** Beyond the spec (docs/decisions/0013-store-settings.md): the owner's own shop, without editing code. */
export function StoreSettingsPage() {
  usePageTitle("Store settings");
  const query = useStoreSettings();
  const save = useSaveStoreSettings();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Store settings"
        description="Your shop's name, contact details, home page content, shipping fee and tax rate."
      />
      <div className="flex flex-col gap-4">
        {query.isPending ? (
          <div className="flex flex-col gap-5" role="status" aria-label="Loading the store settings">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder sections
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <Alert kind="error">{errorMessage(query.error, SETTINGS_TEXT.loadFailed)}</Alert>
        ) : (
          <StoreSettingsForm
            settings={query.data}
            saving={save.isPending}
            status={<Banner banner={banner} onDismiss={clear} />}
            onSave={(settings) =>
              save.mutateAsync(settings).then(
                () => showSuccess(`${SUCCESS.settingsSaved}. ${SETTINGS_TEXT.savedNote}`),
                (error: unknown) => {
                  showError(errorMessage(error, SETTINGS_TEXT.saveFailed));
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
