import type { GalleryImage } from "@shop/contract";
import { ZoomIn } from "lucide-react";
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useRef, useState } from "react";
import { cn } from "../../../lib/cn";
import { StepButton } from "./gallery-step-button";
import { ProductImage } from "../../../components/ui/product-image";

/** A swipe is a horizontal move of at least this many pixels between pointer down and up. */
const SWIPE_PX = 40;

const zoomed = (url: string) => url.replace(/-\d+\.webp$/, "-1024.webp");

// The zoomed view (a dialog) is loaded the first time a shopper opens it: a storefront page's first
// load carries no dialog code (the first-load budget of docs/decisions/0019-preact-runtime.md).
const GalleryZoom = lazy(() => import("./gallery-zoom").then((m) => ({ default: m.GalleryZoom })));

export interface ProductGalleryProps {
  /** The product's images in the seller's order (the main one first). */
  images: readonly GalleryImage[] | undefined;
  /** The main image, for an answer without a gallery (older servers, no image at all). */
  fallback: string;
  alt: string;
  /**
   * The picture to show (the chosen variant's, from this gallery): shown when the page opens and
   * whenever it changes; the shopper can still step to the others.
   */
  activeImage?: string | null;
}

/** The gallery index of a picture URL (compared by the image's id, whatever its size suffix). */
const imageKey = (url: string) => /([0-9a-f]{16})(?:-\d+)?\.webp$/.exec(url)?.[1] ?? url;
function indexOfImage(urls: readonly string[], image: string | null | undefined): number {
  if (!image) return -1;
  const key = imageKey(image);
  return urls.findIndex((url) => imageKey(url) === key);
}

/**
 * The product page's pictures: the selected image large (click or Enter to zoom), thumbnails to pick
 * another, arrow keys and swipes to step through. Every image keeps its square space while loading.
 */
export function ProductGallery({ images, fallback, alt, activeImage }: ProductGalleryProps) {
  const urls = images && images.length > 0 ? images.map((i) => i.url) : [fallback];
  const [selected, setSelected] = useState(() => Math.max(0, indexOfImage(urls, activeImage)));
  // A new chosen picture (another variant) is shown at once, in the same render.
  const [shownActive, setShownActive] = useState(activeImage);
  if (activeImage !== shownActive) {
    setShownActive(activeImage);
    const at = indexOfImage(urls, activeImage);
    if (at >= 0) setSelected(at);
  }
  const [zoom, setZoom] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = urls.length;
  const index = Math.min(selected, count - 1);
  const current = urls[index] ?? fallback;
  const label = (i: number) => (count > 1 ? `${alt}, image ${i + 1} of ${count}` : alt);

  const show = (next: number, focusThumb = false) => {
    const i = (next + count) % count;
    setSelected(i);
    if (focusThumb) thumbs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    // Keys from the zoomed view are its own (it steps by itself).
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    // From a thumbnail the step starts at that thumbnail, and focus follows; elsewhere at the shown image.
    const focused = thumbs.current.indexOf(document.activeElement as HTMLButtonElement);
    show((focused >= 0 ? focused : index) + (event.key === "ArrowRight" ? 1 : -1), focused >= 0);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    show(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section aria-label="Product images" className="self-start" onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-card border border-ink-200/70 bg-white shadow-card">
        <button
          type="button"
          className="block w-full cursor-zoom-in touch-pan-y focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
          aria-label={`Zoom: ${label(index)}`}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
          onClick={() => {
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            setZoom(true);
          }}
        >
          <ProductImage
            key={current}
            src={current}
            alt={label(index)}
            sizes="(min-width: 1024px) 45vw, 100vw"
            priority
          />
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full bg-white/85 text-ink-700 shadow-sm"
          >
            <ZoomIn className="size-4" />
          </span>
        </button>
        {count > 1 && (
          <>
            <StepButton side="left" onClick={() => show(index - 1)} />
            <StepButton side="right" onClick={() => show(index + 1)} />
          </>
        )}
      </div>

      {count > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label="Choose an image">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => show(i)}
                className={cn(
                  "block w-full overflow-hidden rounded-lg border-2 bg-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  i === index ? "border-brand-600" : "border-transparent hover:border-ink-300",
                )}
              >
                <ProductImage src={url} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoom && (
        <Suspense fallback={null}>
          <GalleryZoom
            src={zoomed(current)}
            title={alt}
            label={label(index)}
            position={count > 1 ? { index, count } : undefined}
            onStep={(step) => show(index + step)}
            onClose={() => setZoom(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
