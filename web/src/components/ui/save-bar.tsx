import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * A long form's sticky save bar: the submit button and the save's result stay in view, at the foot of
 * the screen on a phone and of the form on a desk.
 */
export function SaveBar({ label, saving, status }: { label: string; saving: boolean; status?: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-card sm:border">
      {status && <div className="min-w-0 sm:flex-1">{status}</div>}
      <Button type="submit" loading={saving} className="shrink-0">
        {label}
      </Button>
    </div>
  );
}
