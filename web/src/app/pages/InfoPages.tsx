import type { ReactNode } from "react";
import { Page, PageHeader } from "../../components/ui";
import { shopSettings } from "../../lib/config";
import { usePageTitle } from "../../lib/use-page-title";

function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Page width="medium">
      <PageHeader eyebrow={shopSettings.shopName} title={title} />
      <div className="space-y-4 text-base leading-relaxed text-ink-600">{children}</div>
    </Page>
  );
}

export function AboutPage() {
  return (
    <InfoPage title="About Us">
      <p>
        {shopSettings.shopName} is a small, independent shop that brings together products chosen for their quality,
        design and durability. We work directly with makers and sellers we trust, and we stand behind everything we
        sell.
      </p>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy">
      <p>
        We collect only what we need to run the shop: your account details, delivery addresses and orders. We never sell
        your data, and we use it solely to process orders, provide support and keep your account secure.
      </p>
    </InfoPage>
  );
}

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service">
      <p>
        By using {shopSettings.shopName} you agree to provide accurate information, to use the shop lawfully, and to pay
        for orders on delivery. Prices and availability may change; an order is confirmed once it appears in your
        account.
      </p>
    </InfoPage>
  );
}
