import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Page } from "../../../components/ui";

/** The frame of the sign-in screens: a centred card with an icon, the page's h1 and a footer line. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  footer,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page width="narrow" className="sm:py-16">
      <div className="rounded-card border border-ink-200/70 bg-white px-5 py-8 shadow-card sm:px-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 font-display text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-2 text-sm text-ink-500">{description}</p>}
        </div>
        {children}
      </div>
      {footer && <p className="mt-6 text-center text-sm text-ink-600">{footer}</p>}
    </Page>
  );
}

export const textLinkClasses = "font-semibold text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline";
