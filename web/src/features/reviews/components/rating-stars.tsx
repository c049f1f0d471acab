import { Star } from "lucide-react";
import { cn } from "../../../lib/cn";

/** Five stars filled to the rating, with the rating as text for screen readers. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-ink-300")}
        />
      ))}
    </span>
  );
}

/** "★★★★☆ 4.5 (12)" for product cards; nothing when there is no review. */
export function RatingBadge({ averageRating, reviewCount }: { averageRating: number | null; reviewCount: number }) {
  if (averageRating === null || reviewCount === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-600">
      <RatingStars rating={averageRating} />
      <span>
        {averageRating.toFixed(1)} <span className="text-ink-500">({reviewCount})</span>
      </span>
    </p>
  );
}
