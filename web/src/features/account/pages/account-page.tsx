import { KeyRound, MapPin, Package, Settings, UserRound } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Page, PageHeader, type TabItem, TabPanel, Tabs } from "../../../components/ui";
import { useSessionUser } from "../../../lib/session";
import { usePageTitle } from "../../../lib/use-page-title";
import { AccountSettingsTab } from "../components/account-settings-tab";
import { AddressesTab } from "../components/addresses-tab";
import { ChangePasswordTab } from "../components/change-password-tab";
import { OrdersTab } from "../components/orders-tab";
import { ProfileTab } from "../components/profile-tab";

type AccountTab = "profile" | "orders" | "addresses" | "password" | "settings";

const TABS: readonly TabItem<AccountTab>[] = [
  { value: "profile", label: "Profile", icon: UserRound },
  { value: "orders", label: "Orders", icon: Package },
  { value: "addresses", label: "Addresses", icon: MapPin },
  { value: "password", label: "Change Password", icon: KeyRound },
  { value: "settings", label: "Account Settings", icon: Settings },
];

const TITLES: Record<AccountTab, string> = {
  profile: "My Profile",
  orders: "My Orders",
  addresses: "My Addresses",
  password: "Change Password",
  settings: "Account Settings",
};

const isTab = (value: string | null): value is AccountTab => TABS.some((tab) => tab.value === value);

/** Which order to open, when a page sent the shopper here to see one (the checkout thank-you page). */
function orderIdFromState(state: unknown): number | null {
  if (typeof state === "object" && state !== null && "orderId" in state && typeof state.orderId === "number") {
    return state.orderId;
  }
  return null;
}

/**
 * The account screen of /profile and /orders. /orders opens the Orders tab; on /profile the tab is
 * in ?tab= (Profile by default), so every tab has a link of its own.
 */
export function AccountPage() {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: AccountTab = location.pathname === "/orders" ? "orders" : isTab(requested) ? requested : "profile";
  usePageTitle(TITLES[tab]);

  function selectTab(next: AccountTab) {
    if (next === tab) return;
    const target = next === "orders" ? "/orders" : next === "profile" ? "/profile" : `/profile?tab=${next}`;
    void navigate(target, { replace: true, preventScrollReset: true });
  }

  if (!user) return null;

  return (
    <Page>
      <PageHeader title="My Account" description={`Signed in as ${user.username}`} />
      <Tabs label="Account sections" tabs={TABS} value={tab} onValueChange={selectTab} idPrefix="account" />
      <TabPanel idPrefix="account" value={tab}>
        {tab === "profile" && <ProfileTab user={user} />}
        {tab === "orders" && <OrdersTab initialOrderId={orderIdFromState(location.state)} />}
        {tab === "addresses" && <AddressesTab />}
        {tab === "password" && <ChangePasswordTab />}
        {tab === "settings" && <AccountSettingsTab user={user} />}
      </TabPanel>
    </Page>
  );
}
