import { MSG } from "@shop/contract/messages/back-office";
import { type ChangeEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { ACCEPTED_IMAGE_INPUT, imageFilesError } from "../../../lib/image-upload";
import { useUploadSellerPicture } from "../api/upload-shop-picture";

/**
 * The shop's logo or cover picture (docs/decisions/0047): uploaded at POST /seller/images, as the
 * shop's own pictures are (docs/decisions/0041), its path held by the form until the profile is saved.
 */
export function ShopPictureField({
  picture,
  label,
  value,
  error,
  onChange,
  wide = false,
}: {
  /** Which of the profile's pictures: its buttons name it. */
  picture: "logo" | "cover";
  label: string;
  value: string | null;
  error?: string;
  onChange: (url: string | null) => void;
  /** A cover: a wide preview. */
  wide?: boolean;
}) {
  const upload = useUploadSellerPicture();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const wrong = imageFilesError([file]);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (err) => setProblem(errorMessage(err, MSG.shopPictureUploadFailed)),
    });
  }

  const shown = error ?? problem;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink-800">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-ink-50 ring-1 ring-ink-200 ${wide ? "h-20 w-full sm:w-64" : "size-20"}`}
        >
          {value ? (
            <img src={value} alt={label} className="size-full object-cover" />
          ) : (
            <span className="text-center text-xs text-ink-500">{MSG.shopPictureNone}</span>
          )}
        </div>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_IMAGE_INPUT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${wide ? "cover" : "logo"}-file`}
          onChange={onFile}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => fileRef.current?.click()}>
            {value ? MSG.shopPictureReplace(picture) : MSG.shopPictureUpload(picture)}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {MSG.shopPictureRemove(picture)}
            </Button>
          )}
        </div>
      </div>
      {shown && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
