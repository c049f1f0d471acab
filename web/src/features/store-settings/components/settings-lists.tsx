/** The store settings' lists: banners, Why Choose Us points and testimonials, each a field array. */
import { MAX_BANNERS, MAX_REASONS, MAX_TESTIMONIALS, REASON_ICONS, type ReasonIcon } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useFieldArray } from "react-hook-form";
import { Button, Input, Select, Textarea } from "../../../components/ui";
import { PictureField } from "./picture-field";
import type { SettingsPartProps } from "./settings-values";

const ICON_LABEL: Record<ReasonIcon, string> = {
  star: "Star",
  truck: "Truck",
  heart: "Heart",
  shield: "Shield",
  tag: "Price tag",
  sparkles: "Sparkles",
  leaf: "Leaf",
  gift: "Gift",
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
  const list = useFieldArray({ control: form.control, name: "whyChooseUs" });
  return (
    <Section
      title="Why Choose Us"
      description={`Up to ${MAX_REASONS} short points on the home page. With none, the box is not shown.`}
    >
      {list.fields.length === 0 && <p className="text-sm text-ink-500">No points yet.</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
              <Select
                label={`Icon ${i + 1}`}
                error={error(`whyChooseUs.${i}.icon`)}
                {...field(`whyChooseUs.${i}.icon`)}
              >
                {REASON_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {ICON_LABEL[icon]}
                  </option>
                ))}
              </Select>
              <Input
                label={`Title ${i + 1}`}
                error={error(`whyChooseUs.${i}.title`)}
                {...field(`whyChooseUs.${i}.title`)}
              />
            </div>
            <Input
              label={`Text ${i + 1}`}
              fieldClassName="mt-3"
              error={error(`whyChooseUs.${i}.text`)}
              {...field(`whyChooseUs.${i}.text`)}
            />
            <RemoveButton label={`Remove point ${i + 1}`} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_REASONS}
        onClick={() => list.append({ icon: "star", title: "", text: "" })}
      >
        Add a point
      </AddButton>
    </Section>
  );
}

export function BannersEditor({ form, error, field }: SettingsPartProps) {
  const list = useFieldArray({ control: form.control, name: "banners" });
  return (
    <Section
      title="Banners"
      description={`Up to ${MAX_BANNERS} promotions on the home page, e.g. a sale or a new collection. With none, nothing is shown.`}
    >
      {list.fields.length === 0 && <p className="text-sm text-ink-500">No banners yet.</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <Input
              label={`Banner title ${i + 1}`}
              error={error(`banners.${i}.title`)}
              {...field(`banners.${i}.title`)}
            />
            <Input
              label={`Banner text ${i + 1}`}
              fieldClassName="mt-3"
              error={error(`banners.${i}.text`)}
              {...field(`banners.${i}.text`)}
            />
            <Input
              label={`Banner link ${i + 1}`}
              hint="/products?onSale=true or https://…"
              fieldClassName="mt-3"
              error={error(`banners.${i}.url`)}
              {...field(`banners.${i}.url`)}
            />
            <div className="mt-3">
              <PictureField
                form={form}
                name={`banners.${i}.image`}
                label={`Banner picture ${i + 1}`}
                hint="Upload one, or /images/… or https://…"
                uploadFor={`for banner ${i + 1}`}
                error={error(`banners.${i}.image`)}
                field={field}
              />
            </div>
            <RemoveButton label={`Remove banner ${i + 1}`} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_BANNERS}
        onClick={() => list.append({ title: "", text: "", url: "", image: "" })}
      >
        Add a banner
      </AddButton>
    </Section>
  );
}

export function TestimonialsEditor({ form, error, field }: SettingsPartProps) {
  const list = useFieldArray({ control: form.control, name: "testimonials" });
  return (
    <Section
      title="Testimonials"
      description={`Up to ${MAX_TESTIMONIALS} quotes from real customers on the home page. With none, the block is not shown.`}
    >
      {list.fields.length === 0 && <p className="text-sm text-ink-500">No testimonials yet.</p>}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => (
          <li key={item.id} className="rounded-lg border border-ink-200 p-4">
            <Textarea
              label={`Quote ${i + 1}`}
              rows={3}
              error={error(`testimonials.${i}.quote`)}
              {...field(`testimonials.${i}.quote`)}
            />
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <Input
                label={`Author ${i + 1}`}
                error={error(`testimonials.${i}.author`)}
                {...field(`testimonials.${i}.author`)}
              />
              <Input
                label={`Detail ${i + 1}`}
                hint='e.g. "Verified buyer"'
                error={error(`testimonials.${i}.detail`)}
                {...field(`testimonials.${i}.detail`)}
              />
            </div>
            <RemoveButton label={`Remove testimonial ${i + 1}`} onClick={() => list.remove(i)} />
          </li>
        ))}
      </ol>
      <AddButton
        disabled={list.fields.length >= MAX_TESTIMONIALS}
        onClick={() => list.append({ quote: "", author: "", detail: "" })}
      >
        Add a testimonial
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
