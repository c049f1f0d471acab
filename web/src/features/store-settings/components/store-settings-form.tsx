import {
  type Hero,
  MAX_BANNERS,
  MAX_REASONS,
  MAX_TESTIMONIALS,
  REASON_ICONS,
  type ReasonIcon,
  type StoreSettings,
  storeSettingsSchema,
} from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { type FieldPath, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { Alert, Button, Input, Select, Textarea } from "../../../components/ui";
import { isApiError } from "../../../lib/api-client";
import { PictureField } from "./picture-field";

/** The form's values: numbers as typed (text), the free-shipping threshold empty for "never". */
export interface SettingsFormValues
  extends Omit<StoreSettings, "shippingFee" | "taxRate" | "freeShippingThreshold" | "hero" | "banners"> {
  shippingFee: string;
  taxRate: string;
  freeShippingThreshold: string;
  /** The hero's fields, all empty for "no hero". */
  hero: Hero;
  banners: NonNullable<StoreSettings["banners"]>;
}

const NO_HERO: Hero = { headline: "", text: "", ctaLabel: "", ctaUrl: "", image: "" };

const toValues = (s: StoreSettings): SettingsFormValues => ({
  ...s,
  shippingFee: String(s.shippingFee),
  taxRate: String(s.taxRate),
  freeShippingThreshold: s.freeShippingThreshold === null ? "" : String(s.freeShippingThreshold),
  hero: { ...NO_HERO, ...(s.hero ?? {}) },
  banners: s.banners ?? [],
});

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** What is sent: the contract's shape, checked by the contract's schema before and by the server after. */
export function toSettings(v: SettingsFormValues): unknown {
  return {
    ...v,
    shippingFee: toNumber(v.shippingFee),
    taxRate: toNumber(v.taxRate),
    freeShippingThreshold: v.freeShippingThreshold.trim() === "" ? null : toNumber(v.freeShippingThreshold),
    // No field of the hero filled in: no hero (the home page shows the shop's name and tagline).
    hero: Object.values(v.hero).every((x) => !x?.trim()) ? null : v.hero,
  };
}

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

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
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

export interface StoreSettingsFormProps {
  settings: StoreSettings;
  saving: boolean;
  onSave: (settings: StoreSettings) => Promise<unknown>;
}

/** Every store setting in one form; the same schema as the server checks each field before saving. */
export function StoreSettingsForm({ settings, saving, onSave }: StoreSettingsFormProps) {
  const form = useForm<SettingsFormValues>({ defaultValues: toValues(settings) });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const error = (name: FieldPath<SettingsFormValues>) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: FieldPath<SettingsFormValues>) => register(name, { onChange: () => clearErrors(name) });

  /** Marks each field's error and takes the shopper to the first one (scrolled to and focused). */
  const showErrors = (list: Array<[string, string]>) => {
    list.forEach(([name, message], i) => {
      setError(name as FieldPath<SettingsFormValues>, { message }, { shouldFocus: i === 0 });
    });
  };

  const submit = handleSubmit(async (values) => {
    const parsed = storeSettingsSchema.safeParse(toSettings(values));
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
      return;
    }
    try {
      await onSave(parsed.data);
    } catch (err) {
      if (isApiError(err)) showErrors(Object.entries(err.fieldErrors));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {Object.keys(errors).length > 0 && <Alert kind="error">Please check the highlighted fields.</Alert>}
      <Section title="Shop" description="Shown in the header, page titles, the footer and mails.">
        <Input label="Shop name" required error={error("shopName")} {...field("shopName")} />
        <Input
          label="Tagline"
          hint="A sentence under the name in the footer"
          error={error("tagline")}
          {...field("tagline")}
        />
      </Section>

      <Section title="Contact" description="Each line shows in the footer only when it is filled in.">
        <Input
          label="Address"
          autoComplete="street-address"
          error={error("contactAddress")}
          {...field("contactAddress")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Phone" type="tel" autoComplete="tel" error={error("contactPhone")} {...field("contactPhone")} />
          <Input
            label="E-mail"
            type="email"
            autoComplete="email"
            error={error("contactEmail")}
            {...field("contactEmail")}
          />
        </div>
      </Section>

      <Section title="Social links" description="Full links (https://…); an empty one is not shown.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Instagram" type="url" error={error("social.instagram")} {...field("social.instagram")} />
          <Input label="Facebook" type="url" error={error("social.facebook")} {...field("social.facebook")} />
          <Input label="X" type="url" error={error("social.x")} {...field("social.x")} />
          <Input label="YouTube" type="url" error={error("social.youtube")} {...field("social.youtube")} />
        </div>
      </Section>

      <Section
        title="Shipping and tax"
        description="Used for every cart, checkout and order placed from now on; placed orders keep their amounts."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label="Shipping fee ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
            error={error("shippingFee")}
            {...field("shippingFee")}
          />
          <Input
            label="Tax rate (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="50"
            required
            error={error("taxRate")}
            {...field("taxRate")}
          />
          <Input
            label="Free shipping over ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            hint="Empty: shipping is never free"
            error={error("freeShippingThreshold")}
            {...field("freeShippingThreshold")}
          />
        </div>
      </Section>

      <Section
        title="Home page hero"
        description="The top of the home page. Empty: the shop's name and tagline, with pictures of your products."
      >
        <Input label="Headline" error={error("hero.headline")} {...field("hero.headline")} />
        <Textarea label="Text" rows={2} error={error("hero.text")} {...field("hero.text")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Button label"
            hint='e.g. "Shop the collection"'
            error={error("hero.ctaLabel")}
            {...field("hero.ctaLabel")}
          />
          <Input
            label="Button link"
            hint="A page of the shop (/products?category=2) or https://…"
            error={error("hero.ctaUrl")}
            {...field("hero.ctaUrl")}
          />
        </div>
        <PictureField
          form={form}
          name="hero.image"
          label="Picture"
          hint="Upload one (PNG, JPG, GIF or WebP), or a picture of the shop (/images/…) or a link starting with https://"
          uploadFor="for the hero"
          error={error("hero.image")}
          field={field}
        />
      </Section>

      <BannersEditor form={form} error={error} field={field} />
      <ReasonsEditor form={form} error={error} field={field} />
      <TestimonialsEditor form={form} error={error} field={field} />

      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

interface EditorProps {
  form: UseFormReturn<SettingsFormValues>;
  error: (name: FieldPath<SettingsFormValues>) => string | undefined;
  field: (name: FieldPath<SettingsFormValues>) => ReturnType<UseFormReturn<SettingsFormValues>["register"]>;
}

function ReasonsEditor({ form, error, field }: EditorProps) {
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

function BannersEditor({ form, error, field }: EditorProps) {
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

function TestimonialsEditor({ form, error, field }: EditorProps) {
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
