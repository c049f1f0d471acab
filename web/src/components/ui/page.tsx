import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const widths = { narrow: "max-w-md", medium: "max-w-3xl", wide: "max-w-7xl" } as const;

/** The page frame: centred, padded, same width as the header. Auth forms use "narrow". */
export function Page({
  width = "wide",
  className,
  children,
}: {
  width?: keyof typeof widths;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 lg:px-8", widths[width], className)}>{children}</div>
  );
}

/** The page's h1 with optional eyebrow, description and actions (buttons on the right). */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        {eyebrow && <p className="mb-2 text-xs font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-ink-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
