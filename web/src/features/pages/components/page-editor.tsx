import {
  isBuiltInPage,
  MAX_OWN_PAGES,
  OWNER_PAGES,
  type OwnerPage,
  PAGE_MARKDOWN_MAX,
  type PageInput,
  pageInput,
  pagePath,
  pageSlug,
} from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { Eye, Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert, Button, Input, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { previewMarkdown } from "../api/preview-markdown";
import { useSaveOwnerPage } from "../api/save-owner-page";

/** The form's values: the page's address (typed only for a new page), its title and its Markdown. */
interface PageFormValues {
  slug: string;
  title: string;
  markdown: string;
}
/** What the form checks: the contract's request, with the address of a new page and its title required. */
type PageFormRequest = PageInput & { slug: string };

const builtInForm = pageInput.extend({ slug: z.string() });
const ownForm = pageInput.extend({ slug: pageSlug, title: pageInput.shape.title.unwrap() });

/** The request the form's inputs make (the built-in pages keep their titles: none is sent). */
const toRequest = (builtIn: boolean) => (values: PageFormValues) => ({
  slug: values.slug.trim(),
  markdown: values.markdown,
  ...(builtIn ? {} : { title: values.title }),
});

/**
 * One page's form (decision 0031): its Markdown, and for a page of the owner's own its title (and, while
 * new, its address), checked by the contract's schema and saved by the mutation hook; a preview as the
 * server renders it.
 */
export function PageEditor({
  page,
  onSaved,
  onCancel,
  focus = false,
}: {
  /** The page as stored, or undefined for a new page. */
  page: OwnerPage | undefined;
  onSaved?: (saved: OwnerPage) => void;
  onCancel?: () => void;
  /** Moves the focus into the form when it opens (it was asked for by a button). */
  focus?: boolean;
}) {
  const builtIn = page !== undefined && isBuiltInPage(page.slug);
  const save = useSaveOwnerPage();
  const [preview, setPreview] = useState<{ html: string } | null>(null);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<PageFormValues, unknown, PageFormRequest>({
    defaultValues: { slug: page?.slug ?? "", title: page?.title ?? "", markdown: page?.markdown ?? "" },
    resolver: requestResolver(builtIn ? builtInForm : ownForm, toRequest(builtIn)),
    reValidateMode: "onSubmit",
  });
  const markdown = watch("markdown");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form opens
  useEffect(() => {
    if (focus) setFocus(page === undefined ? "slug" : builtIn ? "markdown" : "title");
  }, []);
  const title = builtIn ? OWNER_PAGES[page.slug as keyof typeof OWNER_PAGES].title : page?.title || MSG.pagesNew;
  const field = (name: keyof PageFormValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  async function showPreview() {
    setFormError(undefined);
    try {
      setPreview({ html: await previewMarkdown(getValues("markdown")) });
    } catch (error) {
      setFormError(errorMessage(error, "The preview could not be made"));
    }
  }

  const submit = handleSubmit(({ slug, ...input }) => {
    setFormError(undefined);
    save.mutate(
      { slug, input },
      {
        onSuccess: (saved) => {
          reset({ slug: saved.slug, title: saved.title, markdown: saved.markdown });
          onSaved?.(saved);
        },
        onError: (error) => {
          if (setServerErrors(error, setError, ["title", "markdown"]) === 0)
            setFormError(errorMessage(error, `Failed to save ${title}`));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={`Edit ${title}`}>
      {page === undefined && (
        <Input
          label={MSG.pagesSlugLabel}
          hint={MSG.pagesSlugHint(MAX_OWN_PAGES)}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          {...field("slug")}
        />
      )}
      {!builtIn && <Input label={MSG.pagesTitleLabel} hint={MSG.pagesTitleHint} maxLength={60} {...field("title")} />}
      {preview ? (
        <section
          aria-label={`Preview of ${title}`}
          className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card sm:p-8"
        >
          {preview.html === "" ? (
            <p className="text-ink-500">{MSG.pagesEmptyPreview}</p>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML off
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </section>
      ) : (
        <Textarea
          label={`${title} (Markdown)`}
          rows={18}
          hint={`${markdown.length.toLocaleString("en-US")} of ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters`}
          className="font-mono text-sm"
          {...field("markdown")}
        />
      )}
      {formError && <Alert kind="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        {save.isSuccess && !isDirty ? (
          // Said beside the button the owner pressed, not above the list.
          <p role="status" className="text-sm font-medium text-emerald-700">
            {SUCCESS.pageSaved}
          </p>
        ) : page ? (
          <Link to={pagePath(page.slug)} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            Open {title}
          </Link>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {preview ? (
            <Button variant="secondary" onClick={() => setPreview(null)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void showPreview()}>
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={page !== undefined && !isDirty}>
            Save page
          </Button>
        </div>
      </div>
    </form>
  );
}
