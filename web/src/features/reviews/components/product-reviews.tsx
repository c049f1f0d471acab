import type { Review } from "@shop/contract";
import { BadgeCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Alert, Button, Pagination, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/use-session";
import { useProductReviews } from "../api/get-product-reviews";
import { useHideReview } from "../api/hide-review";
import { RatingStars } from "./rating-stars";
import { ReviewSummary } from "./review-summary";
import { useMoney } from "../../../lib/shop-settings";

// What only a signed-in shopper or the seller uses (their own review's form, the reply form) is
// loaded when it is shown: a storefront page's first load carries no form code (the first-load
// budget of docs/decisions/0019-preact-runtime.md).
// Pages are rendered on the server for a guest, so neither is part of the server's HTML.
const MyReviewBox = lazy(() => import("./review-actions").then((m) => ({ default: m.MyReviewBox })));
const ReplyForm = lazy(() => import("./review-actions").then((m) => ({ default: m.ReplyForm })));

function ReviewItem({ review, productId, isSeller }: { review: Review; productId: number; isSeller: boolean }) {
  const { isAdmin } = useSession();
  const money = useMoney();
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
        <span>{money.date(review.createdAt)}</span>
      </p>
      {review.text && <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{review.text}</p>}
      {review.reply && !replying && (
        <div className="mt-3 rounded-md border-l-4 border-brand-400 bg-ink-50 p-3 text-sm">
          <p className="text-xs font-semibold text-ink-700">Reply from the seller</p>
          <p className="mt-1 whitespace-pre-line text-ink-800">{review.reply.text}</p>
        </div>
      )}
      {replying && (
        <Suspense fallback={<Skeleton className="mt-3 h-24 w-full" />}>
          <ReplyForm review={review} productId={productId} onDone={() => setReplying(false)} />
        </Suspense>
      )}
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
        {isAuthenticated && !isSeller && (
          <Suspense fallback={<Skeleton className="h-10 w-48" />}>
            <MyReviewBox productId={productId} />
          </Suspense>
        )}
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
