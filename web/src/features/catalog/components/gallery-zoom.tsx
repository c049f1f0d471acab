import { useLayoutEffect } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { StepButton } from "./gallery-step-button";

export interface GalleryZoomProps {
  /** The large file of the shown image. */
  src: string;
  /** The product's name: the dialog's title. */
  title: string;
  /** The shown image's alternative text. */
  label: string;
  /** Where the shown image is among several; absent for a single image. */
  position?: { index: number; count: number };
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
}

/** The product gallery's zoomed view: the shown image large in a dialog, with arrows among several. */
export function GalleryZoom({ src, title, label, position, onStep, onClose }: GalleryZoomProps) {
  // The arrow keys step through the images here too. The dialog is a portal on document.body, and
  // its key events do not reach the gallery's own handler, so the zoomed view listens itself, from
  // the commit that shows it (like the dialog's own keys) so that no key pressed then is lost.
  const stepping = position !== undefined;
  useLayoutEffect(() => {
    if (!stepping) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      // Alt+Left is the browser's Back, and a key something else handled is not ours.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      onStep(event.key === "ArrowRight" ? 1 : -1);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [stepping, onStep]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={position ? `Image ${position.index + 1} of ${position.count}` : undefined}
      size="xl"
    >
      <div className="relative">
        <img
          src={src}
          alt={label}
          width={1024}
          height={1024}
          className="mx-auto aspect-square max-h-[75vh] w-full object-contain"
        />
        {position && (
          <>
            <StepButton side="left" onClick={() => onStep(-1)} />
            <StepButton side="right" onClick={() => onStep(1)} />
          </>
        )}
      </div>
    </Dialog>
  );
}
