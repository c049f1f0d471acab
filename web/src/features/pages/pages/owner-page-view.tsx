import { OWNER_PAGES, type OwnerPageSlug } from "@shop/contract";
import { Alert, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useShopSettings } from "../../../lib/shop-settings";
import { usePageTitle } from "../../../lib/use-page-title";
import { useOwnerPage } from "../api/get-owner-page";

export const NOT_WRITTEN = "This page has not been written yet.";

/** About us, Privacy policy or Terms of service, as the owner wrote them (docs/decisions/0014-owner-pages.md). */
export function OwnerPageView({ slug }: { slug: OwnerPageSlug }) {
  const { title } = OWNER_PAGES[slug];
  usePageTitle(title);
  const { shopName } = useShopSettings();
  const query = useOwnerPage(slug);
  return (
    <Page width="medium">
      <PageHeader eyebrow={shopName} title={title} />
      {query.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={`Loading ${title}`}>
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <Alert kind="error">{errorMessage(query.error, `Failed to load ${title}`)}</Alert>
      ) : query.data.html === "" ? (
        <p className="text-base text-ink-600">{NOT_WRITTEN}</p>
      ) : (
        // Rendered by the server from Markdown with raw HTML off and unsafe links refused (markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown without raw HTML
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: query.data.html }} />
      )}
    </Page>
  );
}

export const AboutPage = () => <OwnerPageView slug="about" />;
export const PrivacyPage = () => <OwnerPageView slug="privacy" />;
export const TermsPage = () => <OwnerPageView slug="terms" />;
