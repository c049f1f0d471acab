export { ProductReviews } from "./components/product-reviews";
export { RatingBadge, RatingStars } from "./components/rating-stars";
export { ReviewForm } from "./components/review-form";
export { ReviewSummary } from "./components/review-summary";
