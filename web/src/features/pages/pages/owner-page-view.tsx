import { isBuiltInPage, OWNER_PAGES, PAGE_SLUG_PATTERN } from "@shop/contract";
import { MSG } from "@shop/contract/messages/storefront";
import { Link, useParams } from "react-router";
import { Alert, buttonClasses, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useShopSettings } from "../../../lib/shop-settings";
import { usePageTitle } from "../../../lib/use-page-title";
import { useOwnerPage } from "../api/get-owner-page";

export const NOT_WRITTEN = MSG.pageNotWritten;

/**
 * About us, Privacy policy, Terms of service or a page the owner added, as the owner wrote it
 * (docs/decisions/0014-owner-pages.md, docs/decisions/0037-pages-of-the-owners-own.md).
 */
export function OwnerPageView({ slug }: { slug: string }) {
  const query = useOwnerPage(slug);
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  const title = isBuiltInPage(slug) ? OWNER_PAGES[slug].title : missing ? MSG.pageNotFound : (query.data?.title ?? "");
  usePageTitle(title);
  const { shopName } = useShopSettings();
  if (missing) return <PageMissing shopName={shopName} />;
  return (
    <Page width="medium">
      <PageHeader eyebrow={shopName} title={title} />
      {query.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={`Loading ${title || "the page"}`}>
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <Alert kind="error">{errorMessage(query.error, `Failed to load ${title || "the page"}`)}</Alert>
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

function PageMissing({ shopName }: { shopName: string }) {
  usePageTitle(MSG.pageNotFound);
  return (
    <Page width="medium">
      <PageHeader eyebrow={shopName} title={MSG.pageNotFound} />
      <p className="text-base text-ink-600">{MSG.pageNotFoundText}</p>
      <Link to="/" className={buttonClasses({ className: "mt-6 w-full sm:w-auto" })}>
        {MSG.pageBackHome}
      </Link>
    </Page>
  );
}

export const AboutPage = () => <OwnerPageView slug="about" />;
export const PrivacyPage = () => <OwnerPageView slug="privacy" />;
export const TermsPage = () => <OwnerPageView slug="terms" />;

/** `/pages/{slug}`: a page the owner added (the built-in three answer only at their own routes). */
export function OwnPage() {
  const slug = useParams().slug ?? "";
  const { shopName } = useShopSettings();
  if (isBuiltInPage(slug) || !PAGE_SLUG_PATTERN.test(slug)) return <PageMissing shopName={shopName} />;
  return <OwnerPageView key={slug} slug={slug} />;
}
