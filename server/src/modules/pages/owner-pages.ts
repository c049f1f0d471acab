/**
 * The owner's pages (decisions 0014 and 0037): About, Privacy and Terms, always there, and pages of
 * the owner's own at `/pages/{slug}`, added with a title, written in Markdown and deleted again.
 */
import {
  isBuiltInPage,
  MAX_OWN_PAGES,
  MSG,
  OWNER_PAGE_SLUGS,
  OWNER_PAGES,
  type OwnerPage,
  type PageEntry,
  type PageInput,
  pagePath,
} from "@shop/contract";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { retryingTransaction } from "../../db/transaction.js";
import { renderMarkdown } from "./markdown.js";
import { deletePage, findPage, listPages, lockPages, type StoredPage, writePage } from "./repository.js";

const titleOf = (slug: string, page: StoredPage | undefined) =>
  isBuiltInPage(slug) ? OWNER_PAGES[slug].title : (page?.title ?? slug);

const answer = (slug: string, page: StoredPage): OwnerPage => ({
  slug,
  title: titleOf(slug, page),
  markdown: page.markdown,
  html: renderMarkdown(page.markdown),
  updatedAt: page.updatedAt,
});

/** One page; a built-in one nobody wrote is empty, any other unknown slug is 404. */
export async function showPage(db: Db, slug: string): Promise<OwnerPage> {
  const page = await findPage(db, slug);
  if (page) return answer(slug, page);
  if (isBuiltInPage(slug)) return answer(slug, { markdown: "", updatedAt: null });
  throw notFound(MSG.pageNotFound);
}

/** The title of the owner's page at `/pages/{slug}`, or undefined for none (built-in pages keep their own routes). */
export async function ownPageTitle(db: Db, slug: string): Promise<string | undefined> {
  if (isBuiltInPage(slug)) return undefined;
  const page = await findPage(db, slug);
  return page ? titleOf(slug, page) : undefined;
}

/** The three built-in pages in their order, then the owner's own by title. */
export async function pageList(db: Db): Promise<PageEntry[]> {
  const stored = new Map((await listPages(db)).map(({ slug, page }) => [slug, page]));
  const entry = (slug: string): PageEntry => ({
    slug,
    title: titleOf(slug, stored.get(slug)),
    path: pagePath(slug),
    builtIn: isBuiltInPage(slug),
    updatedAt: stored.get(slug)?.updatedAt ?? null,
  });
  const own = [...stored.keys()]
    .filter((slug) => !isBuiltInPage(slug))
    .map(entry)
    .sort((a, b) => a.title.localeCompare(b.title, "en") || a.slug.localeCompare(b.slug));
  return [...OWNER_PAGE_SLUGS.map(entry), ...own];
}

/**
 * Writes a page. A built-in page keeps its title; a new page of the owner's own needs one (an
 * existing one keeps its title when none is sent), and at most MAX_OWN_PAGES of them exist.
 */
export async function savePage(db: Db, slug: string, input: PageInput): Promise<OwnerPage> {
  if (isBuiltInPage(slug)) return answer(slug, await writePage(db, slug, input.markdown));
  return retryingTransaction(db, async (tx) => {
    await lockPages(tx);
    const existing = await findPage(tx, slug);
    const title = input.title ?? existing?.title;
    if (title === undefined) throw badRequest(MSG.pageTitleRequired, { title: MSG.pageTitleRequired });
    if (!existing) {
      const own = (await listPages(tx)).filter((p) => !isBuiltInPage(p.slug)).length;
      if (own >= MAX_OWN_PAGES) throw badRequest(MSG.tooManyPages(MAX_OWN_PAGES));
    }
    return answer(slug, await writePage(tx, slug, input.markdown, title));
  });
}

/** Deletes a page the owner added; the built-in three stay (409). */
export async function removePage(db: Db, slug: string): Promise<void> {
  if (isBuiltInPage(slug)) throw conflict(MSG.builtInPageKept);
  if (!(await deletePage(db, slug))) throw notFound(MSG.pageNotFound);
}
