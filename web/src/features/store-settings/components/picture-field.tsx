import { ImagePlus } from "lucide-react";
import { useWatch } from "react-hook-form";
import { Button, Input } from "../../../components/ui";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useLanguage } from "../../../lib/i18n";
import { usePictureUpload } from "../../../lib/use-picture-upload";
import { useUploadShopPicture } from "../api/upload-shop-picture";
import type { SettingsFieldName, SettingsPartProps } from "./settings-values";

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
  const t = useBackOfficeT();
  // English names the picture in lower case ("Preview of the picture"); other languages as labelled.
  const named = useLanguage() === "en" ? label.toLowerCase() : label;
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const picture = usePictureUpload(
    useUploadShopPicture(),
    (url) => {
      form.setValue(name, url, { shouldDirty: true });
      form.clearErrors(name);
    },
    { uploaded: t("setPictureUploaded"), uploadFailed: t("shopPictureUploadFailed") },
  );

  const registration = field(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label={label}
          hint={hint}
          error={error ?? picture.problem ?? undefined}
          fieldClassName="min-w-0 flex-1"
          {...registration}
          onChange={(event) => {
            picture.setProblem(null);
            picture.setNote(null);
            return registration.onChange(event);
          }}
        />
        <div className="flex items-center gap-2 sm:mt-6.5">
          {showable(value) && (
            <img
              src={value}
              alt={t("setPreviewOf", { label: named })}
              className="size-10 shrink-0 rounded-md bg-ink-100 object-cover ring-1 ring-ink-200"
            />
          )}
          <input {...picture.fileInput} />
          <Button
            variant="secondary"
            loading={picture.pending}
            aria-label={t("setUploadPictureFor", { purpose: uploadFor })}
            onClick={picture.choose}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t("setUploadPicture")}
          </Button>
        </div>
      </div>
      <p role="status" className="text-xs font-medium text-emerald-700 empty:hidden">
        {picture.note}
      </p>
    </div>
  );
}
