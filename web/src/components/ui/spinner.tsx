import { cn } from "../../lib/cn";

const spinnerSizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } as const;

export interface SpinnerProps {
  size?: keyof typeof spinnerSizes;
  /** Accessible text; omit when the spinner sits inside something already labelled (a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = "md", label, className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block animate-spin rounded-full border-current border-r-transparent align-[-0.125em]",
        spinnerSizes[size],
        className,
      )}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the viewport while something the whole page depends on (the session) loads. */
export function FullPageSpinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
