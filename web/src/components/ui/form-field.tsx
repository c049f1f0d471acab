import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

/** The aria wiring a control inside a FormField needs. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, with ids wired through aria-describedby and aria-invalid. */
export function FormField({ label, hint, error, required, hideLabel, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className={cn("text-sm font-medium text-ink-800", hideLabel && "sr-only")}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = cn(
  "block w-full rounded-control border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs transition-colors",
  "placeholder:text-ink-400 hover:border-ink-300",
  "focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30",
  "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30",
);
