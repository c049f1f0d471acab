/** The owner's pages (decision 0014): read by everyone, written by admins in Markdown, rendered safely. */
import {
  markdownInput,
  OWNER_PAGES,
  type OwnerPage,
  type OwnerPageSlug,
  ownerPageSchema,
  ownerPageSlug,
  renderedMarkdown,
} from "@shop/contract";
import { z } from "zod";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { renderMarkdown } from "./markdown.js";
import { readPage, type StoredPage, writePage } from "./repository.js";

const slugParams = z.object({ slug: ownerPageSlug });

const answer = (slug: OwnerPageSlug, page: StoredPage): OwnerPage => ({
  slug,
  title: OWNER_PAGES[slug].title,
  markdown: page.markdown,
  html: renderMarkdown(page.markdown),
  updatedAt: page.updatedAt,
});

export async function ownerPageRoutes(app: App) {
  const { db, guards } = app.deps;

  app.get(
    "/public/pages/:slug",
    {
      schema: {
        tags: ["pages"],
        summary: "One of the owner's pages (about, privacy, terms), as Markdown and as safe HTML",
        params: slugParams,
        response: { 200: ownerPageSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return answer(request.params.slug, await readPage(db, request.params.slug));
    },
  );

  app.put(
    "/admin/pages/:slug",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Write one of the owner's pages in Markdown (admins); raw HTML is shown as text",
        ...authed,
        params: slugParams,
        body: markdownInput,
        response: { 200: ownerPageSchema, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => answer(request.params.slug, await writePage(db, request.params.slug, request.body.markdown)),
  );

  app.post(
    "/admin/pages/preview",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Render Markdown exactly as a page would show it, without saving",
        ...authed,
        body: markdownInput,
        response: { 200: renderedMarkdown, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );
}
