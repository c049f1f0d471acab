import { Inbox, Store } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Page, PageHeader, type TabItem, TabPanel, Tabs } from "../../../components/ui";
import { BackOfficeTexts, type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { SellersPanel } from "../../ledger";
import { ApplicationsTab } from "../components/applications-tab";

type AdminSellersTab = "sellers" | "applications";

const TABS: readonly (Omit<TabItem<AdminSellersTab>, "label"> & { label: BackOfficeKey })[] = [
  { value: "sellers", label: "sellersTab", icon: Store },
  { value: "applications", label: "applicationsTab", icon: Inbox },
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
  return (
    <BackOfficeTexts>
      <AdminSellers />
    </BackOfficeTexts>
  );
}

function AdminSellers() {
  const t = useBackOfficeT();
  usePageTitle(t("sellersPageTitle"));
  const location = useLocation();
  const navigate = useNavigate();
  const tab: AdminSellersTab = location.pathname.startsWith(PATHS.applications) ? "applications" : "sellers";
  return (
    <Page>
      <PageHeader eyebrow={t("setEyebrow")} title={t("sellersPageTitle")} description={t("sellersPageIntro")} />
      <Tabs
        label={t("sellersSections")}
        idPrefix="admin-sellers"
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        value={tab}
        onValueChange={(value) => navigate(PATHS[value])}
      />
      <TabPanel idPrefix="admin-sellers" value={tab}>
        {tab === "sellers" ? <SellersPanel /> : <ApplicationsTab />}
      </TabPanel>
    </Page>
  );
}
