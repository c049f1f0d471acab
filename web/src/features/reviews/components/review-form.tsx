import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type Review, type ReviewInput, reviewInput } from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Input, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";

export interface ReviewFormProps {
  initial?: Review | null;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** What the inputs hold: the chosen star as text, "" while none is chosen. */
interface ReviewValues {
  rating: string;
  title: string;
  text: string;
}
const FIELDS = ["rating", "title", "text"] as const;
const CHOOSE_RATING = "Choose a rating from 1 to 5 stars";
const toRequest = (v: ReviewValues) => ({ ...v, rating: v.rating === "" ? undefined : Number(v.rating) });

/**
 * Stars (a radio group, usable by keyboard), an optional title and text; the server's messages shown per field.
 * Loaded with the review actions, never in the product page's first load (product-reviews.tsx).
 */
export function ReviewForm({ initial, onSubmit, onCancel }: ReviewFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues, unknown, ReviewInput>({
    defaultValues: {
      rating: initial ? String(initial.rating) : "",
      title: initial?.title ?? "",
      text: initial?.text ?? "",
    },
    resolver: requestResolver(reviewInput, toRequest),
    reValidateMode: "onSubmit",
  });
  const [ratingText, text] = watch(["rating", "text"]);
  const rating = Number(ratingText);
  const ratingError = errors.rating && (ratingText === "" ? CHOOSE_RATING : errors.rating.message);

  const submit = handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(input);
      } catch (error) {
        if (setServerErrors(error, setError, FIELDS) === 0)
          setFailure(errorMessage(error, "Failed to save your review"));
      }
    },
    () => setFailure(null),
  );

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={initial ? "Edit your review" : "Write a review"}
    >
      <fieldset aria-describedby={ratingError ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink-800">Your rating</legend>
        <div className="mt-1.5 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`cursor-pointer rounded-md border px-2.5 py-1.5 text-sm has-[:focus-visible]:outline-2 ${
                n <= rating ? "border-amber-500 bg-amber-50 text-ink-900" : "border-ink-200 text-ink-700"
              }`}
            >
              <input type="radio" value={n} className="sr-only" {...register("rating")} />
              {"★".repeat(n)}
              <span className="sr-only">{` ${n} ${n === 1 ? "star" : "stars"}`}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="review-rating-error" className="mt-1 text-xs font-medium text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <Input
        label="Title (optional)"
        maxLength={REVIEW_TITLE_MAX}
        error={errors.title?.message}
        {...register("title")}
      />
      <Textarea
        label="Your review (optional)"
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        error={errors.text?.message}
        {...register("text")}
        hint={`${text.length}/${REVIEW_TEXT_MAX} characters`}
      />
      {failure && <Alert kind="error">{failure}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" loading={isSubmitting}>
          {initial ? "Save review" : "Post review"}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
