import { MSG } from "@shop/contract/messages/back-office";
import { Page, PageHeader } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { ReturnsManager } from "../components/returns-manager";

/** The admin's Returns screen (/admin/returns): every seller's returns. */
export function ReturnsPage() {
  usePageTitle(MSG.returnsTitle);
  return (
    <Page>
      <PageHeader eyebrow={MSG.returnsEyebrow} title={MSG.returnsTitle} description={MSG.returnsAdminIntro} />
      <ReturnsManager tree="admin" headed={false} />
    </Page>
  );
}
