import { OWNER_PAGE_SLUGS, OWNER_PAGES, type OwnerPageSlug, PAGE_MARKDOWN_MAX } from "@shop/contract";
import { SUCCESS } from "@shop/contract/messages/back-office";
import { Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  Alert,
  Banner,
  Button,
  Page,
  PageHeader,
  Skeleton,
  TabPanel,
  Tabs,
  Textarea,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useOwnerPageSource } from "../api/get-owner-page-source";
import { previewMarkdown } from "../api/preview-markdown";
import { useSaveOwnerPage } from "../api/save-owner-page";

const TABS = OWNER_PAGE_SLUGS.map((slug) => ({ value: slug, label: OWNER_PAGES[slug].title }));
const ID_PREFIX = "owner-pages";

/**
 * Beyond the spec (docs/decisions/0014-owner-pages.md): About us, Privacy policy and Terms of service,
 * written by the owner.
 */
export function OwnerPagesPage() {
  usePageTitle("Pages");
  const [slug, setSlug] = useState<OwnerPageSlug>("about");
  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Pages"
        description="The pages linked from the footer, written in Markdown: ## for a heading, **bold**, - for a list, [text](https://…) for a link. HTML is shown as text."
      />
      <Tabs label="Pages" tabs={TABS} value={slug} onValueChange={setSlug} idPrefix={ID_PREFIX} />
      <TabPanel idPrefix={ID_PREFIX} value={slug} className="mt-5">
        <PageEditor key={slug} slug={slug} />
      </TabPanel>
    </Page>
  );
}

function PageEditor({ slug }: { slug: OwnerPageSlug }) {
  const { title, path } = OWNER_PAGES[slug];
  const query = useOwnerPageSource(slug);
  const save = useSaveOwnerPage(slug);
  const [draft, setDraft] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ html: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${title}`}>
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (query.isError) return <Alert kind="error">{errorMessage(query.error, `Failed to load ${title}`)}</Alert>;

  const text = draft ?? query.data.markdown;
  const tooLong = text.length > PAGE_MARKDOWN_MAX;
  const changed = draft !== null && draft !== query.data.markdown;

  async function showPreview() {
    setPreviewError(null);
    try {
      setPreview({ html: await previewMarkdown(text) });
    } catch (error) {
      setPreviewError(errorMessage(error, "The preview could not be made"));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Banner banner={banner} onDismiss={clear} />
      {preview ? (
        <section
          aria-label={`Preview of ${title}`}
          className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card sm:p-8"
        >
          {preview.html === "" ? (
            <p className="text-ink-500">The page is empty: shoppers see “This page has not been written yet.”</p>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML off
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </section>
      ) : (
        <Textarea
          label={`${title} (Markdown)`}
          rows={18}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
          error={
            tooLong ? `A page can have at most ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters` : undefined
          }
          hint={`${text.length.toLocaleString("en-US")} of ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters`}
          className="font-mono text-sm"
        />
      )}
      {previewError && <Alert kind="error">{previewError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Link to={path} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          Open {title}
        </Link>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {preview ? (
            <Button variant="secondary" onClick={() => setPreview(null)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void showPreview()} disabled={tooLong}>
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </Button>
          )}
          <Button
            loading={save.isPending}
            disabled={tooLong || !changed}
            onClick={() =>
              save.mutate(text, {
                onSuccess: () => {
                  setDraft(null);
                  showSuccess(SUCCESS.pageSaved);
                },
                onError: (error) => showError(errorMessage(error, `Failed to save ${title}`)),
              })
            }
          >
            Save page
          </Button>
        </div>
      </div>
    </div>
  );
}
