import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { controlClasses, FormField } from "./form-field";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hideLabel?: boolean;
  /** Classes of the wrapper (label + control + messages). */
  fieldClassName?: string;
}

export type InputProps = FieldProps & ComponentProps<"input">;

/** A labelled text input; spreads the rest onto <input>, so react-hook-form's register() works. */
export function Input({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  ...props
}: InputProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <input {...control} required={required} className={cn(controlClasses, "h-10", className)} {...props} />
      )}
    </FormField>
  );
}

export type TextareaProps = FieldProps & ComponentProps<"textarea">;

export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  rows = 4,
  ...props
}: TextareaProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          required={required}
          className={cn(controlClasses, "py-2", className)}
          {...props}
        />
      )}
    </FormField>
  );
}

export type SelectProps = FieldProps & ComponentProps<"select">;

export function Select({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  children,
  ...props
}: SelectProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <select {...control} required={required} className={cn(controlClasses, "h-10 pr-8", className)} {...props}>
          {children}
        </select>
      )}
    </FormField>
  );
}

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={controlId} className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-ink-800">
        <input
          id={controlId}
          type="checkbox"
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          className="size-4 cursor-pointer accent-ink-900"
          {...props}
        />
        {label}
      </label>
      {hint && !error && (
        <p id={hintId} className="pl-6 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-6 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
