import type { ReviewSummary as Summary } from "@shop/contract";
import { RatingStars } from "./rating-stars";

/** The average, the count and one bar per star. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { averageRating, reviewCount, distribution } = summary;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8">
      <div className="shrink-0">
        <p className="text-4xl font-semibold text-ink-900">{averageRating === null ? "–" : averageRating.toFixed(1)}</p>
        <RatingStars rating={averageRating ?? 0} />
        <p className="mt-1 text-sm text-ink-600">{reviewCount === 1 ? "1 review" : `${reviewCount} reviews`}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1.5" aria-label="Reviews per rating">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          const percent = reviewCount > 0 ? Math.round((n * 100) / reviewCount) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-ink-700">
              <span className="w-12 shrink-0">{stars} star</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right">{n}</span>
              <span className="sr-only">{`${n} ${n === 1 ? "review" : "reviews"} with ${stars} stars`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
