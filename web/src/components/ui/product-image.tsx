import { DEFAULT_IMAGE } from "@shop/contract";
import { useState } from "react";
import { cn } from "../../lib/cn";

export const IMAGE_WIDTHS = [320, 640, 1024] as const;
const SIZED_IMAGE = /^(.*\/images\/.+)-(\d+)\.webp$/;

/** srcSet for a server image named /images/<name>-<width>.webp, else undefined. */
export function imageSrcSet(src: string): string | undefined {
  const match = SIZED_IMAGE.exec(src);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(", ");
}

export function hasRealImage(src: string | null | undefined): src is string {
  return typeof src === "string" && src.trim() !== "" && src !== DEFAULT_IMAGE && !src.endsWith(`/${DEFAULT_IMAGE}`);
}

const ratios = { square: "aspect-square", portrait: "aspect-[4/5]", landscape: "aspect-[4/3]" } as const;

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute for responsive images, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes?: string;
  ratio?: keyof typeof ratios;
  /** Above-the-fold images (a detail page's main picture, the first cards of a list) load eagerly and first. */
  priority?: boolean;
  className?: string;
}

function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="flex size-full items-center justify-center bg-gradient-to-br from-ink-100 to-brand-50"
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-1/3 max-w-24 text-ink-300">
        <rect x="8" y="12" width="48" height="40" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="23" cy="26" r="5" fill="currentColor" />
        <path d="M10 48 26 34l9 8 7-6 12 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/** A product picture in a fixed aspect ratio; a placeholder stands in when there is none or it fails to load. */
export function ProductImage({ src, alt, sizes, ratio = "square", priority = false, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = hasRealImage(src) && failedSrc !== src;

  return (
    <div className={cn("relative overflow-hidden bg-ink-100", ratios[ratio], className)}>
      {usable ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <ImagePlaceholder label={alt} />
      )}
    </div>
  );
}
