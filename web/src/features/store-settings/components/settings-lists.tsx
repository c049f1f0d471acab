/** The store settings' lists: banners, Why Choose Us points and testimonials, each a field array. */
import { MAX_BANNERS, MAX_REASONS, MAX_TESTIMONIALS, REASON_ICONS, type ReasonIcon } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useFieldArray } from "react-hook-form";
import { Button, Input, Select, Textarea } from "../../../components/ui";
import { type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";
import { PictureField } from "./picture-field";
import type { SettingsPartProps } from "./settings-values";

const ICON_LABEL: Record<ReasonIcon, BackOfficeKey> = {
  star: "setIconStar",
  truck: "setIconTruck",
  heart: "setIconHeart",
  shield: "setIconShield",
  tag: "setIconTag",
  sparkles: "setIconSparkles",
  leaf: "setIconLeaf",
  gift: "setIconGift",
};

/** A titled card of the form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-base font-semibold text-ink-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

export function ReasonsEditor({ form, error, field }: SettingsPartProps) {
  const t = useBackOfficeT();
  const list = useFieldArray({ control: form.control, name: "whyChooseUs" });
  return (
    <Section title={t("setReasons")} description={t("setReasonsText", { max: MAX_REASONS })}>
      {list.fields.length === 0 && <p className="text-sm text-ink-500">{t("setNoPoints")}</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <Select
                label={t("setIconN", { n: i + 1 })}
                error={error(`whyChooseUs.${i}.icon`)}
                {...field(`whyChooseUs.${i}.icon`)}
              >
                {REASON_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(ICON_LABEL[icon])}
                  </option>
                ))}
              </Select>
              <Input
                label={t("setTitleN", { n: i + 1 })}
                error={error(`whyChooseUs.${i}.title`)}
                {...field(`whyChooseUs.${i}.title`)}
              />
            </div>
            <Input
              label={t("setTextN", { n: i + 1 })}
              fieldClassName="mt-3"
              error={error(`whyChooseUs.${i}.text`)}
              {...field(`whyChooseUs.${i}.text`)}
            />
            <RemoveButton label={t("setRemovePoint", { n: i + 1 })} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_REASONS}
        onClick={() => list.append({ icon: "star", title: "", text: "" })}
      >
        {t("setAddPoint")}
      </AddButton>
    </Section>
  );
}

export function BannersEditor({ form, error, field }: SettingsPartProps) {
  const t = useBackOfficeT();
  const list = useFieldArray({ control: form.control, name: "banners" });
  return (
    <Section title={t("setBanners")} description={t("setBannersText", { max: MAX_BANNERS })}>
      {list.fields.length === 0 && <p className="text-sm text-ink-500">{t("setNoBanners")}</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <Input
              label={t("setBannerTitleN", { n: i + 1 })}
              error={error(`banners.${i}.title`)}
              {...field(`banners.${i}.title`)}
            />
            <Input
              label={t("setBannerTextN", { n: i + 1 })}
              fieldClassName="mt-3"
              error={error(`banners.${i}.text`)}
              {...field(`banners.${i}.text`)}
            />
            <Input
              label={t("setBannerLinkN", { n: i + 1 })}
              hint={t("setBannerLinkHint")}
              fieldClassName="mt-3"
              error={error(`banners.${i}.url`)}
              {...field(`banners.${i}.url`)}
            />
            <div className="mt-3">
              <PictureField
                form={form}
                name={`banners.${i}.image`}
                label={t("setBannerPictureN", { n: i + 1 })}
                hint={t("setBannerPictureHint")}
                uploadFor={t("setForBanner", { n: i + 1 })}
                error={error(`banners.${i}.image`)}
                field={field}
              />
            </div>
            <RemoveButton label={t("setRemoveBanner", { n: i + 1 })} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_BANNERS}
        onClick={() => list.append({ title: "", text: "", url: "", image: "" })}
      >
        {t("setAddBanner")}
      </AddButton>
    </Section>
  );
}

export function TestimonialsEditor({ form, error, field }: SettingsPartProps) {
  const t = useBackOfficeT();
  const list = useFieldArray({ control: form.control, name: "testimonials" });
  return (
    <Section title={t("setTestimonials")} description={t("setTestimonialsText", { max: MAX_TESTIMONIALS })}>
      {list.fields.length === 0 && <p className="text-sm text-ink-500">{t("setNoTestimonials")}</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <Textarea
              label={t("setQuoteN", { n: i + 1 })}
              rows={3}
              error={error(`testimonials.${i}.quote`)}
              {...field(`testimonials.${i}.quote`)}
            />
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <Input
                label={t("setAuthorN", { n: i + 1 })}
                error={error(`testimonials.${i}.author`)}
                {...field(`testimonials.${i}.author`)}
              />
              <Input
                label={t("setDetailN", { n: i + 1 })}
                hint={t("setDetailHint")}
                error={error(`testimonials.${i}.detail`)}
                {...field(`testimonials.${i}.detail`)}
              />
            </div>
            <RemoveButton label={t("setRemoveTestimonial", { n: i + 1 })} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_TESTIMONIALS}
        onClick={() => list.append({ quote: "", author: "", detail: "" })}
      >
        {t("setAddTestimonial")}
      </AddButton>
    </Section>
  );
}

function AddButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" className="w-fit" disabled={disabled} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="mt-3 flex justify-end">
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onClick}>
        <Trash2 aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </div>
  );
}
