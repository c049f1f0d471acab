import { MSG } from "@shop/contract/messages/back-office";
import { Inbox, Store } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Page, PageHeader, type TabItem, TabPanel, Tabs } from "../../../components/ui";
import { usePageTitle } from "../../../lib/use-page-title";
import { SellersPanel } from "../../ledger";
import { ApplicationsTab } from "../components/applications-tab";

type AdminSellersTab = "sellers" | "applications";

const TABS: readonly TabItem<AdminSellersTab>[] = [
  { value: "sellers", label: MSG.sellersTab, icon: Store },
  { value: "applications", label: MSG.applicationsTab, icon: Inbox },
];

const PATHS: Record<AdminSellersTab, string> = {
  sellers: "/admin/sellers",
  applications: "/admin/sellers/applications",
};

/**
 * Sellers & payouts for admins: the sellers with their terms, balances and suspensions (the ledger's
 * panel, docs/decisions/0022) and the applications to sell (docs/decisions/0047); the path picks the tab.
 */
export function AdminSellersPage() {
  usePageTitle("Sellers & payouts");
  const location = useLocation();
  const navigate = useNavigate();
  const tab: AdminSellersTab = location.pathname.startsWith(PATHS.applications) ? "applications" : "sellers";
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Sellers & payouts"
        description="What the shop owes each seller and what each seller owes the shop, to the cent."
      />
      <Tabs
        label={MSG.sellersSections}
        idPrefix="admin-sellers"
        tabs={TABS}
        value={tab}
        onValueChange={(value) => navigate(PATHS[value])}
      />
      <TabPanel idPrefix="admin-sellers" value={tab}>
        {tab === "sellers" ? <SellersPanel /> : <ApplicationsTab />}
      </TabPanel>
    </Page>
  );
}
