/** Verified-buyer reviews API (decision 0009). */
import {
  idParam,
  messageBody,
  myReviewSchema,
  replyInput,
  reviewInput,
  reviewListQuery,
  reviewListSchema,
  reviewSchema,
  SUCCESS,
} from "@shop/contract";
import { z } from "zod";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import {
  createReview,
  deleteReview,
  hideReview,
  listReviews,
  myReview,
  replyToReview,
  updateReview,
} from "./reviews.js";

const idParams = z.object({ id: idParam });

export async function reviewRoutes(app: App) {
  const { db, guards } = app.deps;

  app.get(
    "/public/products/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's visible reviews, newest first, paged, with the average, count and stars",
        params: idParams,
        querystring: reviewListQuery,
        response: { 200: reviewListSchema, ...errors(400, 404) },
      },
    },
    async (request) => listReviews(db, request.params.id, request.query),
  );

  app.get(
    "/products/:id/reviews/mine",
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ["reviews"],
        summary: "Whether the caller may review the product (received it), and their review",
        ...authed,
        params: idParams,
        response: { 200: myReviewSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => myReview(db, request.user!.id, request.params.id),
  );

  app.post(
    "/products/:id/reviews",
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ["reviews"],
        summary: "Review a product the caller received (once per product; edit it afterwards)",
        ...authed,
        params: idParams,
        body: reviewInput,
        response: { 201: reviewSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const review = await createReview(db, request.user!.id, request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );

  app.put(
    "/reviews/:id",
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ["reviews"],
        summary: "Edit the caller's own review",
        ...authed,
        params: idParams,
        body: reviewInput,
        response: { 200: reviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => updateReview(db, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    "/reviews/:id",
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ["reviews"],
        summary: "Delete the caller's own review",
        ...authed,
        params: idParams,
        response: { 200: messageBody, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteReview(db, request.user!.id, request.params.id);
      return { message: SUCCESS.reviewDeleted };
    },
  );

  app.put(
    "/reviews/:id/reply",
    {
      preHandler: guards.sellerOrAdmin,
      schema: {
        tags: ["reviews"],
        summary: "The product's seller posts the one public reply to a review, or edits it",
        ...authed,
        params: idParams,
        body: replyInput,
        response: { 200: reviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => replyToReview(db, request.user!.id, request.params.id, request.body.text),
  );

  app.put(
    "/admin/reviews/:id/hidden",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary: "Hide a review: kept with who hid it and when, no longer shown nor counted",
        ...authed,
        params: idParams,
        response: { 200: messageBody, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await hideReview(db, request.user!.id, request.params.id);
      return { message: SUCCESS.reviewHidden };
    },
  );
}
