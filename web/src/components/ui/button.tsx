import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-ink-900 text-white shadow-sm hover:bg-ink-800 active:bg-ink-950",
  accent: "bg-brand-500 text-ink-950 shadow-sm hover:bg-brand-400 active:bg-brand-600",
  secondary: "border border-ink-200 bg-white text-ink-900 shadow-sm hover:border-ink-300 hover:bg-ink-50",
  ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800",
} as const;

const sizes = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-12 gap-2 px-6 text-base",
  icon: "size-10",
  iconSm: "size-8",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button look, for links that should look like buttons: <Link className={buttonClasses()}>. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-control font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
    "disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

/**
 * A form's submit button for browsers without JavaScript (decision 0025): where the app applies a
 * change as soon as it is made, only a browser that will never run the app needs the button. Its
 * markup is a string, so hydration leaves the <noscript> as the server wrote it. The label and the
 * classes are the app's own constants (no quotes or markup in them).
 */
export function NoScriptSubmit({ label, className }: { label: string; className: string }) {
  const html = { __html: `<button type="submit" class="${className}">${label}</button>` };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup from the app's constants
  return <noscript dangerouslySetInnerHTML={html} />;
}
