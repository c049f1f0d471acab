import { isBuiltInPage, OWNER_PAGES, type PageEntry } from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  DataList,
  EmptyState,
  Page,
  PageHeader,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useDeleteOwnerPage } from "../api/delete-owner-page";
import { useOwnerPageSource } from "../api/get-owner-page-source";
import { usePages } from "../api/get-pages";
import { PageEditor } from "../components/page-editor";

/** Which page the form edits: one of the list's, or a new one. */
interface Editing {
  slug: string | null;
  /** Asked for by a button: the form takes the focus. */
  focus?: boolean;
}

const writtenOn = (page: PageEntry) =>
  page.updatedAt
    ? new Date(page.updatedAt).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })
    : MSG.pagesNotWritten;

/**
 * Beyond the spec (docs/decisions/0014-owner-pages.md, 0037-pages-of-the-owners-own.md): the owner's
 * pages in one list (About us, Privacy policy and Terms of service, then pages of their own), each
 * edited in Markdown below it; a page of their own is added with its address and title, and deleted.
 */
export function OwnerPagesPage() {
  usePageTitle("Pages");
  const query = usePages();
  const remove = useDeleteOwnerPage();
  const [editing, setEditing] = useState<Editing>({ slug: "about" });
  const [toDelete, setToDelete] = useState<PageEntry | null>(null);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });

  const actions = (page: PageEntry) => (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Edit ${page.title}`}
        aria-pressed={editing.slug === page.slug}
        onClick={() => setEditing({ slug: page.slug, focus: true })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      {!page.builtIn && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete ${page.title}`}
          className="text-red-700 hover:border-red-300 hover:bg-red-50"
          onClick={() => setToDelete(page)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      )}
    </div>
  );
  const titleCell = (page: PageEntry) => (
    <span className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
      {page.title}
      {page.builtIn && <Badge tone="grey">{MSG.pagesBuiltIn}</Badge>}
    </span>
  );

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Pages"
        description={MSG.pagesIntro}
        actions={
          <Button onClick={() => setEditing({ slug: null, focus: true })}>
            <Plus aria-hidden="true" className="size-4" />
            {MSG.pagesNew}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <Banner banner={banner} onDismiss={clear} />
        <DataList
          query={query}
          rows={(data) => data.content}
          rowKey={(page) => page.slug}
          label="Pages"
          columns={[
            { id: "title", header: "Title", cell: titleCell },
            { id: "path", header: "Address", className: "font-mono text-xs text-ink-600", cell: (p) => p.path },
            { id: "written", header: "Last written", className: "text-ink-600", cell: writtenOn },
            { id: "actions", header: "Actions", headerClassName: "text-right", cell: actions },
          ]}
          card={(page) => (
            <>
              {titleCell(page)}
              <p className="font-mono text-xs text-ink-600">{page.path}</p>
              <p className="text-xs text-ink-500">{writtenOn(page)}</p>
              <div className="border-t border-ink-100 pt-2">{actions(page)}</div>
            </>
          )}
          cardClassName="gap-2"
          loadingLabel="Loading the pages"
          errorText="Failed to load the pages"
          empty={<EmptyState icon={FileText} title="No pages" />}
        />
        <section aria-labelledby="page-editor-heading" className="flex flex-col gap-4">
          <h2 id="page-editor-heading" className="text-xl font-semibold text-ink-900">
            {editing.slug === null
              ? MSG.pagesNewTitle
              : isBuiltInPage(editing.slug)
                ? OWNER_PAGES[editing.slug].title
                : (query.data?.content.find((p) => p.slug === editing.slug)?.title ?? editing.slug)}
          </h2>
          {editing.slug === null ? (
            <PageEditor
              key="new"
              page={undefined}
              focus
              onCancel={() => setEditing({ slug: "about" })}
              onSaved={(saved) => {
                setEditing({ slug: saved.slug });
                showSuccess(SUCCESS.pageSaved);
              }}
            />
          ) : (
            <ExistingPage key={editing.slug} slug={editing.slug} focus={editing.focus === true} />
          )}
        </section>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title={MSG.pagesDeleteTitle}
        message={toDelete ? MSG.pagesDeleteQuestion(toDelete.title, toDelete.path) : ""}
        loading={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.slug, {
            onSuccess: () => {
              if (editing.slug === toDelete.slug) setEditing({ slug: "about" });
              setToDelete(null);
              showSuccess(SUCCESS.pageDeleted);
            },
            onError: (error) => {
              setToDelete(null);
              showError(errorMessage(error, `Failed to delete ${toDelete.title}`));
            },
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}

/** A stored page's form, once its Markdown is loaded. */
function ExistingPage({ slug, focus }: { slug: string; focus: boolean }) {
  const query = useOwnerPageSource(slug);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the page">
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (query.isError) return <Alert kind="error">{errorMessage(query.error, "Failed to load the page")}</Alert>;
  return <PageEditor page={query.data} focus={focus} />;
}
