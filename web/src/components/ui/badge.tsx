import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  yellow: "bg-amber-50 text-amber-800 ring-amber-600/25",
  red: "bg-red-50 text-red-700 ring-red-600/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20",
  purple: "bg-violet-50 text-violet-700 ring-violet-600/20",
  grey: "bg-ink-100 text-ink-700 ring-ink-500/20",
  brand: "bg-brand-500 text-ink-950 ring-brand-600/30",
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = "grey", className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
