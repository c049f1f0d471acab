import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const kinds = {
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: CircleAlert, title: "Error!" },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-800", icon: CircleCheck, title: undefined },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: Info, title: undefined },
} as const;

export interface AlertProps {
  kind?: keyof typeof kinds;
  /** Bold lead-in; errors default to "Error!" as the spec's red box. Pass null to drop it. */
  title?: ReactNode | null;
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
}

/** A message box: errors are announced assertively (role=alert), the others politely (role=status). */
export function Alert({ kind = "info", title, onDismiss, className, children }: AlertProps) {
  const { box, icon: Icon, title: defaultTitle } = kinds[kind];
  const heading = title === undefined ? defaultTitle : title;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-3 rounded-card border px-4 py-3 text-sm", box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {heading && <strong className="mr-1 font-semibold">{heading}</strong>}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 cursor-pointer rounded p-1 opacity-70 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
