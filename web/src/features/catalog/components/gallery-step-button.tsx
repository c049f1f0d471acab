import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../../lib/cn";

/** The previous / next arrow over a gallery image (on the page and in the zoomed view). */
export function StepButton({ side, onClick }: { side: "left" | "right"; onClick: () => void }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? "Previous image" : "Next image"}
      className={cn(
        "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-800 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
