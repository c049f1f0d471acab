import { CircleAlert } from "lucide-react";

/** A step's validation message ("Please select a shipping address"), announced when it appears. */
export function StepError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="flex items-center gap-2 rounded-control bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
