/**
 * The owner's pages (decisions 0014 and 0037): read by everyone, written by admins in Markdown,
 * rendered safely; pages of the owner's own beside About, Privacy and Terms.
 */
import {
  markdownInput,
  messageBody,
  ownerPageSchema,
  SUCCESS,
  pageInput,
  pageListSchema,
  pageSlug,
  renderedMarkdown,
} from "@shop/contract";
import { z } from "zod";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { renderMarkdown } from "./markdown.js";
import { pageList, removePage, savePage, showPage } from "./owner-pages.js";

const slugParams = z.object({ slug: pageSlug });

export async function ownerPageRoutes(app: App) {
  const { db, guards } = app.deps;

  app.get(
    "/public/pages",
    {
      schema: {
        tags: ["pages"],
        summary: "The owner's pages for the footer: About, Privacy and Terms, then the owner's own by title",
        response: { 200: pageListSchema },
      },
    },
    async (_request, reply) => {
      // Every server reads the rows itself: a page added on one is in the next answer of another.
      reply.header("Cache-Control", "no-cache");
      return { content: await pageList(db) };
    },
  );

  app.get(
    "/public/pages/:slug",
    {
      schema: {
        tags: ["pages"],
        summary: "One of the owner's pages (about, privacy, terms or one of their own), as Markdown and as safe HTML",
        params: slugParams,
        response: { 200: ownerPageSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return showPage(db, request.params.slug);
    },
  );

  app.get(
    "/admin/pages",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Every page of the owner's (admins), with when each was last written",
        ...authed,
        response: { 200: pageListSchema, ...errors(401, 403) },
      },
    },
    async () => ({ content: await pageList(db) }),
  );

  app.put(
    "/admin/pages/:slug",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Write a page in Markdown (admins): one of the three, or one of the owner's own with its title; raw HTML is shown as text",
        ...authed,
        params: slugParams,
        body: pageInput,
        response: { 200: ownerPageSchema, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => savePage(db, request.params.slug, request.body),
  );

  app.delete(
    "/admin/pages/:slug",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a page the owner added (admins); About, Privacy and Terms stay (409)",
        ...authed,
        params: slugParams,
        response: { 200: messageBody, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removePage(db, request.params.slug);
      return { message: SUCCESS.pageDeleted };
    },
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
