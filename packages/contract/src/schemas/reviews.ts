/** Verified-buyer reviews (decision 0009): plain text, limited lengths, 1..5 stars. */
import { z } from "zod";
import { MSG, REPLY_TEXT_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "../messages/account.js";
import { multiLine, pageOf, pageQuery, singleLine } from "./common.js";

export const reviewInput = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? MSG.ratingRequired : MSG.ratingRange) })
    .int(MSG.ratingRange)
    .min(1, MSG.ratingRange)
    .max(5, MSG.ratingRange),
  title: singleLine().trim().max(REVIEW_TITLE_MAX, MSG.reviewTitleMax).optional().default(""),
  text: multiLine().trim().max(REVIEW_TEXT_MAX, MSG.reviewTextMax).optional().default(""),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const replyInput = z.object({
  text: multiLine({ error: MSG.replyRequired }).trim().min(1, MSG.replyRequired).max(REPLY_TEXT_MAX, MSG.replyTextMax),
});
export type ReplyInput = z.infer<typeof replyInput>;

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() });

export const reviewSchema = z
  .object({
    reviewId: z.number().int(),
    productId: z.number().int(),
    userId: z.number().int().nullable(),
    username: z.string(),
    rating: z.number().int(),
    title: z.string(),
    text: z.string(),
    verifiedBuyer: z.literal(true),
    createdAt: z.string(),
    updatedAt: z.string(),
    reply: reviewReplySchema.nullable(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z
  .object({
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** Visible reviews per star: index 0 is 1 star, index 4 is 5 stars. */
    distribution: z.array(z.number().int()).length(5),
  })
  .meta({ id: "ReviewSummary" });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const REVIEW_SORT_FIELDS = ["createdAt"] as const;
export const reviewListQuery = pageQuery(REVIEW_SORT_FIELDS, { sortBy: "createdAt", sortOrder: "desc" });

export const myReviewSchema = z.object({
  /** The caller received this product (a line of theirs whose seller part is Delivered). */
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** Average of `count` stars summing to `sum`, with two decimals; null when there is none. */
export const averageOf = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum * 100) / count) / 100 : null;

export const reviewListSchema = pageOf(reviewSchema).extend({ summary: reviewSummarySchema });
export type ReviewList = z.infer<typeof reviewListSchema>;
