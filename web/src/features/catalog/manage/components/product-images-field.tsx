import type { Product } from "@shop/contract";
import { ImagePlus, Info } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { controlClasses, FormField, hasRealImage, ProductImage } from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import { ACCEPTED_IMAGE_INPUT, MAX_IMAGE_MB } from "../../../../lib/image-upload";

/** An object URL for a chosen file, revoked when the file changes or the form closes. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The product's pictures: the first chosen is the main one (previewed), the others join the gallery. */
export function ProductImagesField({
  product,
  files,
  error,
  onChange,
}: {
  product: Product | null;
  files: readonly File[];
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const imageInputId = useId();
  const previewUrl = useObjectUrl(files[0]);
  return (
    <>
      <FormField
        id={imageInputId}
        label="Product Images"
        hint={
          files.length > 1
            ? `${files.length} images chosen: the first ("${files[0]?.name}") is the main picture, the others join the gallery.`
            : `PNG, JPG, GIF or WebP up to ${MAX_IMAGE_MB}MB`
        }
        error={error ?? undefined}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            {previewUrl || hasRealImage(product?.image) ? (
              <ProductImage
                src={previewUrl ?? product?.image}
                alt={previewUrl ? "Preview of the chosen image" : "Current image"}
                sizes="48px"
                className="size-12 shrink-0 rounded-lg"
              />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-400">
                <ImagePlus aria-hidden="true" className="size-5" />
              </span>
            )}
            <input
              {...control}
              type="file"
              accept={ACCEPTED_IMAGE_INPUT}
              multiple
              onChange={onChange}
              className={cn(
                controlClasses,
                "py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink-800",
              )}
            />
          </div>
        )}
      </FormField>
      {product && (
        <p className="flex items-center gap-2 text-xs text-ink-500">
          <Info aria-hidden="true" className="size-3.5" />
          Leave the image empty to keep the current one.
        </p>
      )}
    </>
  );
}
