import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type Review, type ReviewInput } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert, Button, Input, Textarea } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";

export interface ReviewFormProps {
  initial?: Review | null;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Stars (a radio group, usable by keyboard), an optional title and text; the server's messages shown per field.
 * A plain controlled form rather than react-hook-form with the contract's reviewInput: the product
 * page names every file of the review actions' lazy chunk in its first load (to preload them), and
 * the form library, its resolver and the contract's schemas would add four (about 60 B gzip, past the
 * storefront's 90 KB budget, decision 0019). useMutation is already among them.
 */
export function ReviewForm({ initial, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState<number>(initial?.rating ?? 0);
  const [title, setTitle] = useState(initial?.title ?? "");
  const [text, setText] = useState(initial?.text ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (input: ReviewInput) => onSubmit(input),
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(errorMessage(error, "Failed to save your review"));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setErrors({ rating: "Choose a rating from 1 to 5 stars" });
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate({ rating, title, text });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={initial ? "Edit your review" : "Write a review"}
    >
      <fieldset aria-describedby={errors.rating ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink-800">Your rating</legend>
        <div className="mt-1.5 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`cursor-pointer rounded-md border px-2.5 py-1.5 text-sm has-[:focus-visible]:outline-2 ${
                n <= rating ? "border-amber-500 bg-amber-50 text-ink-900" : "border-ink-200 text-ink-700"
              }`}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              {"★".repeat(n)}
              <span className="sr-only">{` ${n} ${n === 1 ? "star" : "stars"}`}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="review-rating-error" className="mt-1 text-xs font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <Input
        label="Title (optional)"
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <Textarea
        label="Your review (optional)"
        value={text}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
        hint={`${text.length}/${REVIEW_TEXT_MAX} characters`}
      />
      {failure && <Alert kind="error">{failure}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" loading={save.isPending}>
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
