/** The pages the shop owner writes (decision 0014): About us, Privacy policy, Terms of service, in Markdown. */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { OWNER_PAGE_SLUGS, type OwnerPageSlug, PAGE_SLUG_PATTERN } from "../pages.js";
import { isoDate, multiLine, singleLine } from "./common.js";

export const PAGE_MARKDOWN_MAX = 20_000;

export const ownerPageSlug = z.enum(OWNER_PAGE_SLUGS as [OwnerPageSlug, ...OwnerPageSlug[]], {
  error: "No such page: about, privacy or terms",
});

/** Any page's address: a built-in one or one the owner adds (decision 0037). */
export const pageSlug = z.string({ error: MSG.pageSlugInvalid }).regex(PAGE_SLUG_PATTERN, MSG.pageSlugInvalid);

export const PAGE_TITLE_MAX = 60;

export const markdownInput = z.object({
  markdown: multiLine({ error: "Write the page in Markdown" }).max(
    PAGE_MARKDOWN_MAX,
    `A page can have at most ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters`,
  ),
});
export type MarkdownInput = z.infer<typeof markdownInput>;

/**
 * `PUT /admin/pages/{slug}`: the Markdown, and the title of a page the owner adds (required for a new
 * one; the three built-in pages keep their own titles, and a title sent for them is not used).
 */
export const pageInput = markdownInput.extend({
  title: singleLine({ error: MSG.pageTitleRequired })
    .trim()
    .min(1, MSG.pageTitleRequired)
    .max(PAGE_TITLE_MAX, MSG.pageTitleMax(PAGE_TITLE_MAX))
    .optional(),
});
export type PageInput = z.infer<typeof pageInput>;

export const ownerPageSchema = z
  .object({
    slug: z.string().meta({ description: "about, privacy, terms, or a page the owner added" }),
    title: z.string(),
    markdown: z.string().meta({ description: "The page as the owner wrote it" }),
    html: z
      .string()
      .meta({ description: "The Markdown rendered safely (no raw HTML, no script, safe links); empty when unwritten" }),
    updatedAt: isoDate.nullable(),
  })
  .meta({ id: "OwnerPage" });
export type OwnerPage = z.infer<typeof ownerPageSchema>;

export const renderedMarkdown = z.object({ html: z.string() });

/** One page in the footer's and the back office's list. */
export const pageEntrySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    path: z.string().meta({ description: "Where the storefront shows it: /about, /privacy, /terms or /pages/{slug}" }),
    builtIn: z.boolean().meta({ description: "About, Privacy and Terms: kept at their routes, never deleted" }),
    updatedAt: isoDate.nullable(),
  })
  .meta({ id: "PageEntry" });
export type PageEntry = z.infer<typeof pageEntrySchema>;

/** The three built-in pages first, then the owner's own by title. */
export const pageListSchema = z.object({ content: z.array(pageEntrySchema) }).meta({ id: "PageList" });
export type PageList = z.infer<typeof pageListSchema>;
