import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { ACCEPTED_IMAGE_INPUT, imageFilesError } from "../../../lib/image-upload";
import { useUploadShopPicture } from "../api/upload-shop-picture";
import type { SettingsFieldName, SettingsPartProps } from "./settings-values";

export const PICTURE_TEXT = {
  uploaded: "Picture uploaded. Save the settings to show it on the home page.",
  uploadFailed: "The picture could not be uploaded. Please try again.",
} as const;

/** A picture the shop can show: one of its own (/images/…) or a web address. */
const showable = (value: string | undefined) => Boolean(value && /^(\/images\/|https:\/\/)/.test(value));

export interface PictureFieldProps {
  form: SettingsPartProps["form"];
  name: SettingsFieldName;
  label: string;
  hint: string;
  /** Completes the upload button's name after its visible words, e.g. "for banner 2". */
  uploadFor: string;
  error?: string;
  field: SettingsPartProps["field"];
}

/**
 * A picture field of the store settings: its address typed in, or a file uploaded at
 * POST /admin/images whose answer fills the field (docs/product/api.md §9). The settings keep the
 * picture once they are saved.
 */
export function PictureField({ form, name, label, hint, uploadFor, error, field }: PictureFieldProps) {
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const upload = useUploadShopPicture();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setNote(null);
    const wrong = imageFilesError([file]);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        form.setValue(name, url, { shouldDirty: true });
        form.clearErrors(name);
        setNote(PICTURE_TEXT.uploaded);
      },
      onError: (err) => setProblem(errorMessage(err, PICTURE_TEXT.uploadFailed)),
    });
  }

  const registration = field(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label={label}
          hint={hint}
          error={error ?? problem ?? undefined}
          fieldClassName="min-w-0 flex-1"
          {...registration}
          onChange={(event) => {
            setProblem(null);
            setNote(null);
            return registration.onChange(event);
          }}
        />
        <div className="flex items-center gap-2 sm:mt-6.5">
          {showable(value) && (
            <img
              src={value}
              alt={`Preview of the ${label.toLowerCase()}`}
              className="size-10 shrink-0 rounded-md bg-ink-100 object-cover ring-1 ring-ink-200"
            />
          )}
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPTED_IMAGE_INPUT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFile}
          />
          <Button
            variant="secondary"
            loading={upload.isPending}
            aria-label={`Upload picture ${uploadFor}`}
            onClick={() => fileRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            Upload picture
          </Button>
        </div>
      </div>
      <p role="status" className="text-xs font-medium text-emerald-700 empty:hidden">
        {note}
      </p>
    </div>
  );
}
