import type { UseMutationResult } from "@tanstack/react-query";
import { type ChangeEvent, useRef, useState } from "react";
import { errorMessage } from "./api-client";
import { ACCEPTED_IMAGE_INPUT, imageFilesError } from "./image-upload";

export interface PictureUploadTexts {
  /** Said once the picture is stored, e.g. "Picture uploaded. Save the settings to show it". */
  uploaded: string;
  /** Shown when the server sends no message of its own. */
  uploadFailed: string;
}

/**
 * One picture picked, checked and uploaded for a form's field (the shop's logo, the hero's and the
 * banners' pictures): a hidden file input opened by a button, the file checked by the server's rules
 * before it is sent (`imageFilesError`), the stored address handed to `onUploaded`, and what happened
 * as a note or a problem for the field to show.
 */
export function usePictureUpload<T extends { url: string }>(
  upload: UseMutationResult<T, unknown, File>,
  onUploaded: (url: string) => void,
  texts: PictureUploadTexts,
) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setNote(null);
    const wrong = imageFilesError([file]);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onUploaded(url);
        setNote(texts.uploaded);
      },
      onError: (err) => setProblem(errorMessage(err, texts.uploadFailed)),
    });
  }

  return {
    /** Spread on a hidden `<input>`: out of the tab order, opened by `choose`. */
    fileInput: {
      ref: fileRef,
      type: "file",
      accept: ACCEPTED_IMAGE_INPUT,
      className: "sr-only",
      tabIndex: -1,
      "aria-hidden": true,
      onChange,
    } as const,
    choose: () => fileRef.current?.click(),
    pending: upload.isPending,
    problem,
    note,
    setProblem,
    setNote,
  };
}
