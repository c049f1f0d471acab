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
