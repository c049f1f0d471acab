import { type GalleryImage, MAX_PRODUCT_IMAGES, type Product } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Alert, Badge, Button, Dialog, ProductImage, Skeleton } from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api-client";
import { ACCEPTED_IMAGE_INPUT, imageFilesError } from "../../../../lib/image-upload";
import { addGalleryImage } from "../api/add-gallery-image";
import { getProductGalleryQueryOptions, useProductGallery } from "../api/get-product-gallery";
import { removeGalleryImage } from "../api/remove-gallery-image";
import { reorderGallery } from "../api/reorder-gallery";

export interface GalleryDialogProps {
  product: Product | null;
  onClose: () => void;
  /** Called after every saved change (the product lists show the main image). */
  onChanged: () => void;
}

type Change =
  | { kind: "add"; files: File[] }
  | { kind: "order"; ids: string[]; note: string }
  | { kind: "remove"; id: string; note: string };

const move = (ids: readonly string[], from: number, to: number) => {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * A product's gallery for its seller (docs/decisions/0012-product-galleries.md): up to 8 images in
 * order, the first is the main image the shop shows in lists. Every change is saved at once; the
 * server checks each image by content.
 */
export function GalleryDialog({ product, onClose, onChanged }: GalleryDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Images of ${product.productName}` : "Images"}
      description={`Up to ${MAX_PRODUCT_IMAGES} images. The first is the main image shown in the shop's lists.`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {product && <GalleryEditor key={product.productId} productId={product.productId} onChanged={onChanged} />}
    </Dialog>
  );
}

function GalleryEditor({ productId, onChanged }: { productId: number; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const { queryKey } = getProductGalleryQueryOptions(productId);
  const query = useProductGallery(productId);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  /** The picture whose removal waits for a second "Remove?" (or "Keep"). */
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const change = useMutation({
    mutationFn: async (c: Change): Promise<{ product: Product; note: string }> => {
      if (c.kind === "order") return { product: await reorderGallery(productId, c.ids), note: c.note };
      if (c.kind === "remove") return { product: await removeGalleryImage(productId, c.id), note: c.note };
      let product: Product | undefined;
      for (const file of c.files) product = await addGalleryImage(productId, file);
      const n = c.files.length;
      return { product: product!, note: n === 1 ? "Image added." : `${n} images added.` };
    },
    onSuccess: ({ product, note }) => {
      queryClient.setQueryData(queryKey, product);
      setStatus({ kind: "success", text: note });
      onChanged();
    },
    onError: (error) => {
      setStatus({ kind: "error", text: errorMessage(error, "The images could not be changed. Please try again.") });
      // Some uploads of a batch may have been saved before the one that failed.
      void queryClient.invalidateQueries({ queryKey });
      onChanged();
    },
  });

  if (query.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true" aria-label="Loading images">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="aspect-square rounded-lg" />
        ))}
      </div>
    );
  }
  if (query.isError) return <Alert kind="error">{errorMessage(query.error, "The images could not be loaded.")}</Alert>;

  const gallery: readonly GalleryImage[] = query.data.gallery ?? [];
  const ids = gallery.map((g) => g.id);
  const room = MAX_PRODUCT_IMAGES - gallery.length;
  const busy = change.isPending;

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    const problem =
      imageFilesError(files) ??
      (files.length > room
        ? `This product has room for ${room} more image${room === 1 ? "" : "s"} (at most ${MAX_PRODUCT_IMAGES}).`
        : null);
    if (problem) return setStatus({ kind: "error", text: problem });
    change.mutate({ kind: "add", files });
  }

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite">{status && <Alert kind={status.kind}>{status.text}</Alert>}</div>
      {gallery.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-sm text-ink-600">
          No images yet. The shop shows a placeholder until you add one.
        </p>
      ) : (
        <ol aria-label="Images in order" className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={busy}>
          {gallery.map((image, i) => {
            const position = `Image ${i + 1} of ${gallery.length}`;
            return (
              <li key={image.id} className="flex flex-col gap-1.5 rounded-lg border border-ink-200 p-1.5">
                <div className="relative">
                  <ProductImage src={image.url} alt={position} sizes="160px" className="rounded-md" />
                  {i === 0 && (
                    <Badge tone="green" className="absolute top-1.5 left-1.5">
                      Main
                    </Badge>
                  )}
                </div>
                <div className="flex items-center justify-between border-t border-ink-100 pt-1.5">
                  <Button
                    size="iconSm"
                    variant="ghost"
                    aria-label={`Move ${position.toLowerCase()} earlier`}
                    disabled={busy || i === 0}
                    onClick={() => change.mutate({ kind: "order", ids: move(ids, i, i - 1), note: "Order saved." })}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="iconSm"
                    variant="ghost"
                    aria-label={`Make ${position.toLowerCase()} the main image`}
                    title="Make main image"
                    disabled={busy || i === 0}
                    onClick={() => change.mutate({ kind: "order", ids: move(ids, i, 0), note: "Main image changed." })}
                  >
                    <Star aria-hidden="true" className="size-4" />
                  </Button>
                  {confirmRemove === image.id ? (
                    // Removing asks first: a picture removed by a slip would have to be uploaded again.
                    <span className="flex items-center gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={`Yes, remove ${position.toLowerCase()}`}
                        disabled={busy}
                        onClick={() => {
                          setConfirmRemove(null);
                          change.mutate({ kind: "remove", id: image.id, note: "Image removed." });
                        }}
                      >
                        Remove?
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(null)}>
                        Keep
                      </Button>
                    </span>
                  ) : (
                    <Button
                      size="iconSm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Remove ${position.toLowerCase()}`}
                      title="Remove"
                      disabled={busy}
                      onClick={() => setConfirmRemove(image.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                  <Button
                    size="iconSm"
                    variant="ghost"
                    aria-label={`Move ${position.toLowerCase()} later`}
                    disabled={busy || i === gallery.length - 1}
                    onClick={() => change.mutate({ kind: "order", ids: move(ids, i, i + 1), note: "Order saved." })}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_INPUT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFiles}
        />
        <Button
          variant="secondary"
          disabled={room <= 0}
          loading={busy && change.variables?.kind === "add"}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Add images
        </Button>
        <span className="text-sm text-ink-600">
          {room <= 0
            ? `The gallery is full (${MAX_PRODUCT_IMAGES} images). Remove one to add another.`
            : `${gallery.length} of ${MAX_PRODUCT_IMAGES} · PNG, JPG, GIF or WebP`}
        </span>
      </div>
    </div>
  );
}
