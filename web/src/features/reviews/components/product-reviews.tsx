import { REPLY_TEXT_MAX, type Review } from "@shop/contract";
import { BadgeCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert, Button, Pagination, Skeleton, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/use-session";
import {
  useDeleteReview,
  useHideReview,
  useMyReview,
  useProductReviews,
  useReplyToReview,
  useSaveReview,
} from "../api/reviews-api";
import { RatingStars } from "./rating-stars";
import { ReviewForm } from "./review-form";
import { ReviewSummary } from "./review-summary";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

function ReplyForm({ review, productId, onDone }: { review: Review; productId: number; onDone: () => void }) {
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

function ReviewItem({ review, productId, isSeller }: { review: Review; productId: number; isSeller: boolean }) {
  const { isAdmin } = useSession();
  const hide = useHideReview(productId);
  const [replying, setReplying] = useState(false);
  return (
    <li className="border-t border-ink-100 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        {review.title && <h3 className="font-semibold text-ink-900">{review.title}</h3>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-ink-500">
        <span>{review.username}</span>
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified buyer
        </span>
        <span>{dateOf(review.createdAt)}</span>
      </p>
      {review.text && <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{review.text}</p>}
      {review.reply && !replying && (
        <div className="mt-3 rounded-md border-l-4 border-brand-400 bg-ink-50 p-3 text-sm">
          <p className="text-xs font-semibold text-ink-700">Reply from the seller</p>
          <p className="mt-1 whitespace-pre-line text-ink-800">{review.reply.text}</p>
        </div>
      )}
      {replying && <ReplyForm review={review} productId={productId} onDone={() => setReplying(false)} />}
      <div className="mt-2 flex gap-2">
        {isSeller && !replying && (
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            {review.reply ? "Edit reply" : "Reply"}
          </Button>
        )}
        {isAdmin && (
          <Button size="sm" variant="ghost" loading={hide.isPending} onClick={() => hide.mutate(review.reviewId)}>
            Hide review
          </Button>
        )}
      </div>
    </li>
  );
}

function MyReviewBox({ productId }: { productId: number }) {
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

/** The product page's reviews: summary, the caller's review or form, and the reviews, newest first. */
export function ProductReviews({ productId, sellerId }: { productId: number; sellerId: number }) {
  const { user, isAuthenticated } = useSession();
  const [page, setPage] = useState(0);
  const list = useProductReviews(productId, page);
  const isSeller = user?.id === sellerId;
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="text-xl font-semibold text-ink-900">
        Customer reviews
      </h2>
      <div className="mt-4 flex flex-col gap-6">
        {list.isPending && <Skeleton className="h-24 w-full" />}
        {list.isError && <Alert kind="error">{errorMessage(list.error, "Failed to load the reviews")}</Alert>}
        {list.data && <ReviewSummary summary={list.data.summary} />}
        {isAuthenticated && !isSeller && <MyReviewBox productId={productId} />}
        {list.data && list.data.content.length === 0 && <p className="text-sm text-ink-600">No reviews yet.</p>}
        {list.data && list.data.content.length > 0 && (
          <ul aria-label="Reviews">
            {list.data.content.map((review) => (
              <ReviewItem key={review.reviewId} review={review} productId={productId} isSeller={isSeller} />
            ))}
          </ul>
        )}
        {list.data && list.data.totalPages > 1 && (
          <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />
        )}
      </div>
    </section>
  );
}
