/**
 * The review actions of a signed-in shopper and of the seller on the product page: writing, editing
 * and deleting one's own review, and the seller's public reply. Loaded only when shown
 * (product-reviews.tsx).
 */
import { REPLY_TEXT_MAX, type Review } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { Alert, Button, Skeleton, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteReview } from "../api/delete-review";
import { useMyReview } from "../api/get-my-review";
import { useReplyToReview } from "../api/reply-to-review";
import { useSaveReview } from "../api/save-review";
import { ReviewForm } from "./review-form";

export function ReplyForm({ review, productId, onDone }: { review: Review; productId: number; onDone: () => void }) {
  const reply = useReplyToReview(productId);
  const [text, setText] = useState(review.reply?.text ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId: review.reviewId, text }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <Textarea
        label="Your public reply"
        value={text}
        rows={3}
        maxLength={REPLY_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        error={reply.error ? errorMessage(reply.error, "Failed to save the reply") : undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending}>
          {review.reply ? "Save reply" : "Post reply"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function MyReviewBox({ productId }: { productId: number }) {
  const mine = useMyReview(productId, true);
  const review = mine.data?.review ?? null;
  const save = useSaveReview(productId, review?.reviewId);
  const remove = useDeleteReview(productId);
  const [editing, setEditing] = useState(false);
  if (mine.isPending) return <Skeleton className="h-10 w-48" />;
  if (mine.isError) return <Alert kind="error">{errorMessage(mine.error, "Failed to load your review")}</Alert>;
  if (review && !editing) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <span>You reviewed this product.</span>
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit your review
        </Button>
        <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(review.reviewId)}>
          Delete your review
        </Button>
      </div>
    );
  }
  if (!review && !mine.data?.canReview) {
    return <p className="text-sm text-ink-600">Only customers who received this product can review it.</p>;
  }
  return (
    <div className="rounded-card border border-ink-200/70 bg-white p-4">
      <h3 className="mb-3 text-sm font-semibold text-ink-900">{review ? "Edit your review" : "Write a review"}</h3>
      <ReviewForm
        initial={review}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          setEditing(false);
        }}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </div>
  );
}
