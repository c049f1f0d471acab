import { Page, PageHeader } from "../../../components/ui";
import { BackOfficeTexts, useBackOfficeT } from "../../../lib/back-office-i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { ReturnsManager } from "../components/returns-manager";

/** The admin's Returns screen (/admin/returns): every seller's returns. */
export function ReturnsPage() {
  return (
    <BackOfficeTexts>
      <Returns />
    </BackOfficeTexts>
  );
}

function Returns() {
  const t = useBackOfficeT();
  usePageTitle(t("returnsTitle"));
  return (
    <Page>
      <PageHeader eyebrow={t("returnsEyebrow")} title={t("returnsTitle")} description={t("returnsAdminIntro")} />
      <ReturnsManager tree="admin" headed={false} />
    </Page>
  );
}
