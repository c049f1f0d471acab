import { ImagePlus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "../../../components/ui";
import { usePictureUpload } from "../../../lib/use-picture-upload";
import { useUploadShopPicture } from "../api/upload-shop-picture";
import { Section } from "./settings-lists";
import type { SettingsPartProps } from "./settings-values";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * The shop's logo (docs/decisions/0041-the-shop-logo.md): uploaded at POST /admin/images as the hero's
 * picture is, its path kept in the form's `logo` until the settings are saved; Remove sets it to null
 * and hands the focus to "Upload logo", which takes the removed buttons' place.
 */
export function LogoField({ form, error }: Pick<SettingsPartProps, "form" | "error">) {
  const t = useBackOfficeT();
  const logo = useWatch({ control: form.control, name: "logo" });
  const uploadRef = useRef<HTMLButtonElement>(null);
  const picture = usePictureUpload(
    useUploadShopPicture(),
    (url) => {
      form.setValue("logo", url, { shouldDirty: true });
      form.clearErrors("logo");
    },
    { uploaded: t("logoUploaded"), uploadFailed: t("logoUploadFailed") },
  );

  function remove() {
    form.setValue("logo", null, { shouldDirty: true });
    form.clearErrors("logo");
    picture.setProblem(null);
    picture.setNote(t("logoRemoved"));
    // "Upload logo" is rendered in the buttons' place: focus it once it is there.
    requestAnimationFrame(() => uploadRef.current?.focus());
  }

  const shown = error("logo") ?? picture.problem;
  return (
    <Section title={t("logoSection")} description={t("logoSectionText")}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex h-14 w-44 shrink-0 items-center justify-center rounded-md bg-ink-50 p-2 ring-1 ring-ink-200">
          {logo ? (
            <img src={logo} alt={t("logoPreviewAlt")} width={160} height={40} className="h-10 w-40 object-contain" />
          ) : (
            <span className="text-center text-xs text-ink-500">{t("logoNone")}</span>
          )}
        </div>
        <input {...picture.fileInput} data-testid="logo-file" />
        <div className="flex flex-wrap items-center gap-2">
          {logo ? (
            <>
              <Button variant="secondary" loading={picture.pending} onClick={picture.choose}>
                <ImagePlus aria-hidden="true" className="size-4" />
                {t("logoReplace")}
              </Button>
              <Button variant="ghost" disabled={picture.pending} onClick={remove}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t("logoRemove")}
              </Button>
            </>
          ) : (
            <Button ref={uploadRef} variant="secondary" loading={picture.pending} onClick={picture.choose}>
              <ImagePlus aria-hidden="true" className="size-4" />
              {t("logoUpload")}
            </Button>
          )}
        </div>
      </div>
      {picture.pending && (
        <p role="status" className="text-xs text-ink-500">
          {t("logoUploading")}
        </p>
      )}
      {shown && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      )}
      <p role="status" className="text-xs font-medium text-emerald-700 empty:hidden">
        {picture.note}
      </p>
    </Section>
  );
}
