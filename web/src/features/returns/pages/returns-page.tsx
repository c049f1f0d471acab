import { MSG } from "@shop/contract/messages/back-office";
import { Page } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { ReturnsManager } from "../components/returns-manager";

/** The admin's Returns screen (/admin/returns): every seller's returns. */
export function ReturnsPage() {
  usePageTitle(MSG.returnsTitle);
  return (
    <Page>
      <ReturnsManager tree="admin" />
    </Page>
  );
}
