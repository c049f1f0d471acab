/** The pages the shop owner writes (decision 0014): About us, Privacy policy, Terms of service, in Markdown. */
import { z } from "zod";
import { OWNER_PAGE_SLUGS, type OwnerPageSlug } from "../pages.js";
import { isoDate, multiLine } from "./common.js";

export const PAGE_MARKDOWN_MAX = 20_000;

export const ownerPageSlug = z.enum(OWNER_PAGE_SLUGS as [OwnerPageSlug, ...OwnerPageSlug[]], {
  error: "No such page: about, privacy or terms",
});

export const markdownInput = z.object({
  markdown: multiLine({ error: "Write the page in Markdown" }).max(
    PAGE_MARKDOWN_MAX,
    `A page can have at most ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters`,
  ),
});
export type MarkdownInput = z.infer<typeof markdownInput>;

export const ownerPageSchema = z
  .object({
    slug: ownerPageSlug,
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
