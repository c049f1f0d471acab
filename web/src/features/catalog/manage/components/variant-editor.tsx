import { type GalleryImage, MAX_OPTIONS, MAX_VARIANTS } from "@shop/contract";
import { ChevronLeft, ChevronRight, Plus, Trash2, X } from "lucide-react";
import { type ChangeEvent, type CSSProperties, type KeyboardEvent, useId, useState } from "react";
import { Button, controlClasses, Input, ProductImage, Select } from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import { PHONE_QUERY, useMediaQuery } from "../../../../lib/use-media-query";
import {
  addAllCombinations,
  addOption,
  addValues,
  emptyRow,
  missingCombinations,
  moveValue,
  type OptionDraft,
  removeOption,
  removeRow,
  removeValue,
  renameOption,
  rowTitle,
  setAll,
  updateRow,
  type VariantDraft,
  type VariantRow,
} from "./variant-model";

export interface VariantEditorProps {
  draft: VariantDraft;
  onChange: (next: VariantDraft) => void;
  /** Problems keyed like the server's field errors: "options.0.values", "variants.2.price", "variants". */
  errors: Record<string, string>;
  onClearErrors: (keys: string[] | "all") => void;
  /** The product's gallery; undefined for a new product (pictures come after the first save). */
  gallery: readonly GalleryImage[] | undefined;
  /** What new rows start with. */
  defaults: Pick<VariantRow, "price" | "discount" | "quantity">;
}

/** Options (0–3, each a name and ordered values) and the grid of the variants the seller keeps. */
export function VariantEditor({ draft, onChange, errors, onClearErrors, gallery, defaults }: VariantEditorProps) {
  const missing = missingCombinations(draft);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">Options</legend>
        {errors.options && <FieldError>{errors.options}</FieldError>}
        {draft.options.map((option, i) => (
          <OptionEditor
            key={option.key}
            option={option}
            index={i}
            nameError={errors[`options.${i}.name`]}
            valuesError={errors[`options.${i}.values`] ?? errors[`options.${i}`]}
            onRename={(name) => {
              onClearErrors([`options.${i}.name`, "options"]);
              onChange(renameOption(draft, option.key, name));
            }}
            onAddValues={(entry) => {
              onClearErrors([`options.${i}.values`, `options.${i}`, "options"]);
              onChange(addValues(draft, option.key, entry));
            }}
            onRemoveValue={(value) => {
              onClearErrors("all");
              onChange(removeValue(draft, option.key, value));
            }}
            onMoveValue={(value, by) => onChange(moveValue(draft, option.key, value, by))}
            onRemove={() => {
              onClearErrors("all");
              onChange(removeOption(draft, option.key));
            }}
          />
        ))}
        {draft.options.length < MAX_OPTIONS && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => {
              onClearErrors(["options"]);
              onChange(addOption(draft));
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add an option
          </Button>
        )}
      </fieldset>

      <VariantGrid
        draft={draft}
        onChange={onChange}
        errors={errors}
        onClearErrors={onClearErrors}
        gallery={gallery}
        defaults={defaults}
        missing={missing}
      />
    </div>
  );
}

function FieldError({ children }: { children: string }) {
  return (
    <p role="alert" className="text-xs font-medium text-red-700">
      {children}
    </p>
  );
}

function OptionEditor({
  option,
  index,
  nameError,
  valuesError,
  onRename,
  onAddValues,
  onRemoveValue,
  onMoveValue,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  nameError?: string;
  valuesError?: string;
  onRename: (name: string) => void;
  onAddValues: (entry: string) => void;
  onRemoveValue: (value: string) => void;
  onMoveValue: (value: string, by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [entry, setEntry] = useState("");
  const valuesId = useId();
  const label = option.name.trim() || `Option ${index + 1}`;
  const commit = () => {
    if (entry.trim()) onAddValues(entry);
    setEntry("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit();
    } else if (event.key === "Backspace" && entry === "" && option.values.length > 0) {
      onRemoveValue(option.values[option.values.length - 1] as string);
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-ink-200 bg-ink-50/50 p-3 sm:flex-row sm:items-start">
      <Input
        label={`Option ${index + 1} name`}
        placeholder="Size, Color…"
        value={option.name}
        maxLength={30}
        onChange={(e) => onRename(e.target.value)}
        error={nameError}
        fieldClassName="sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={valuesId} className="text-sm font-medium text-ink-800">
          {label} values
        </label>
        <div
          className={cn(
            controlClasses,
            "flex min-h-10 flex-wrap items-center gap-1.5 py-1.5",
            valuesError && "border-red-400",
          )}
        >
          <ul className="contents" aria-label={`${label} values`}>
            {option.values.map((value, i) => (
              <li
                key={value}
                className="group inline-flex items-center gap-0.5 rounded-full bg-white py-0.5 pr-1 pl-2.5 text-sm ring-1 ring-ink-200"
              >
                {value}
                {option.values.length > 1 && (
                  <>
                    <button
                      type="button"
                      className="hidden rounded-full p-0.5 text-ink-500 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-ink-100 focus-visible:opacity-100 disabled:invisible sm:inline-flex"
                      aria-label={`Move ${value} earlier`}
                      disabled={i === 0}
                      onClick={() => onMoveValue(value, -1)}
                    >
                      <ChevronLeft aria-hidden="true" className="size-3.5" />
                    </button>
                    <button
                      type="button"
                      className="hidden rounded-full p-0.5 text-ink-500 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-ink-100 focus-visible:opacity-100 disabled:invisible sm:inline-flex"
                      aria-label={`Move ${value} later`}
                      disabled={i === option.values.length - 1}
                      onClick={() => onMoveValue(value, 1)}
                    >
                      <ChevronRight aria-hidden="true" className="size-3.5" />
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="inline-flex rounded-full p-0.5 text-ink-500 hover:bg-red-50 hover:text-red-700"
                  aria-label={`Remove ${value}`}
                  onClick={() => onRemoveValue(value)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          <input
            id={valuesId}
            value={entry}
            onChange={(e) => {
              const text = e.target.value;
              // A pasted "S, M, L" becomes three values at once.
              if (text.includes(",")) {
                onAddValues(text);
                setEntry("");
              } else setEntry(text);
            }}
            onKeyDown={onKeyDown}
            onBlur={commit}
            placeholder={option.values.length === 0 ? "S, M, L" : "Add a value"}
            aria-describedby={`${valuesId}-hint`}
            aria-invalid={valuesError ? true : undefined}
            className="h-7 min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none focus:ring-0"
          />
        </div>
        {valuesError ? (
          <p id={`${valuesId}-hint`} className="text-xs font-medium text-red-700">
            {valuesError}
          </p>
        ) : (
          <p id={`${valuesId}-hint`} className="text-xs text-ink-500">
            Type a value and press Enter, or several separated by commas.
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-end text-red-700 sm:mt-7 sm:self-start"
        aria-label={`Remove option ${label}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sm:hidden">Remove option</span>
      </Button>
    </div>
  );
}

function VariantGrid({
  draft,
  onChange,
  errors,
  onClearErrors,
  gallery,
  defaults,
  missing,
}: VariantEditorProps & { missing: number }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [allPrice, setAllPrice] = useState("");
  const [allStock, setAllStock] = useState("");
  const columns: CSSProperties = {
    ["--cols" as string]: `repeat(${Math.max(draft.options.length, 1)}, minmax(4.5rem, 1fr)) 5.5rem 4.5rem 4.5rem minmax(5rem, 1fr) minmax(5.5rem, 1fr) 2.25rem`,
  };
  const rowErrorKeys = (i: number) =>
    ["options", "price", "discount", "quantity", "sku", "image"].map((f) => `variants.${i}.${f}`);

  return (
    <section aria-labelledby="variants-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="variants-heading" className="text-sm font-semibold text-ink-900">
          Variants <span className="font-normal text-ink-500">({draft.rows.length})</span>
        </h3>
        <p className="text-xs text-ink-500">Keep only the combinations you sell.</p>
      </div>
      {errors.variants && <FieldError>{errors.variants}</FieldError>}

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={missing === 0 || draft.rows.length >= MAX_VARIANTS}
          onClick={() => {
            onClearErrors(["variants"]);
            onChange(addAllCombinations(draft, defaults));
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add all combinations{missing > 0 ? ` (${missing})` : ""}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={draft.options.length === 0 || draft.rows.length >= MAX_VARIANTS}
          onClick={() => {
            onClearErrors(["variants"]);
            onChange({ ...draft, rows: [...draft.rows, emptyRow(draft.options, defaults)] });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a variant
        </Button>
      </div>

      {draft.rows.length > 1 && (
        <div className="flex flex-col gap-2 rounded-lg bg-ink-50 p-3 sm:flex-row sm:items-end">
          <SetAll
            label="Set all prices ($)"
            applyLabel="Apply to all prices"
            value={allPrice}
            onValue={setAllPrice}
            inputMode="decimal"
            step="0.01"
            onApply={() => {
              onClearErrors("all");
              onChange(setAll(draft, "price", allPrice));
            }}
          />
          <SetAll
            label="Set all stock"
            applyLabel="Apply to all stock"
            value={allStock}
            onValue={setAllStock}
            inputMode="numeric"
            step="1"
            onApply={() => {
              onClearErrors("all");
              onChange(setAll(draft, "quantity", allStock));
            }}
          />
        </div>
      )}

      {draft.rows.length > 0 && (
        <div style={columns} className="flex flex-col gap-3 sm:gap-1">
          {!phone && (
            <div
              aria-hidden="true"
              className="grid grid-cols-(--cols) gap-2 px-1 text-xs font-medium tracking-wide text-ink-500 uppercase"
            >
              {draft.options.length === 0 ? (
                <span />
              ) : (
                draft.options.map((o) => <span key={o.key}>{o.name || "—"}</span>)
              )}
              <span>Price</span>
              <span>Disc. %</span>
              <span>Stock</span>
              <span>SKU</span>
              <span>Picture</span>
              <span />
            </div>
          )}
          <ul className="flex flex-col gap-3 sm:gap-1" aria-label="Variants">
            {draft.rows.map((row, i) => (
              <GridRow
                key={row.key}
                row={row}
                index={i}
                phone={phone}
                options={draft.options}
                gallery={gallery}
                errors={errors}
                onEdit={(change, field) => {
                  onClearErrors([`variants.${i}.${field}`, "variants"]);
                  onChange(updateRow(draft, row.key, change));
                }}
                onRemove={() => {
                  onClearErrors([...rowErrorKeys(i), "variants"]);
                  onChange(removeRow(draft, row.key));
                }}
              />
            ))}
          </ul>
        </div>
      )}
      {gallery === undefined && draft.rows.length > 0 && (
        <p className="text-xs text-ink-500">
          Pictures per variant: save the product, add images to its gallery, then choose them here.
        </p>
      )}
    </section>
  );
}

function SetAll({
  label,
  applyLabel,
  value,
  onValue,
  onApply,
  inputMode,
  step,
}: {
  label: string;
  applyLabel: string;
  value: string;
  onValue: (v: string) => void;
  onApply: () => void;
  inputMode: "decimal" | "numeric";
  step: string;
}) {
  return (
    <div className="flex flex-1 items-end gap-2">
      <Input
        label={label}
        type="number"
        min="0"
        step={step}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            if (value.trim() !== "") onApply();
          }
        }}
        fieldClassName="flex-1"
      />
      <Button variant="secondary" disabled={value.trim() === ""} onClick={onApply} aria-label={applyLabel}>
        Apply
      </Button>
    </div>
  );
}

function GridRow({
  row,
  index,
  phone,
  options,
  gallery,
  errors,
  onEdit,
  onRemove,
}: {
  row: VariantRow;
  index: number;
  phone: boolean;
  options: readonly OptionDraft[];
  gallery: readonly GalleryImage[] | undefined;
  errors: Record<string, string>;
  onEdit: (change: Partial<VariantRow>, field: string) => void;
  onRemove: () => void;
}) {
  const title = rowTitle(options, row, index);
  const err = (field: string) => errors[`variants.${index}.${field}`];
  const hide = !phone;
  const rowProblem = err("options");
  const picture = row.image ? gallery?.find((g) => g.id === row.image)?.url : undefined;
  /**
   * What the row's fields share: the label shows on a phone; on wider screens the grid's header
   * names the column and the control is named after the row.
   */
  const cell = (field: "price" | "discount" | "quantity" | "sku" | "image", name: string) => ({
    hideLabel: hide,
    "aria-label": phone ? undefined : `${name} of ${title}`,
    value: row[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onEdit({ [field]: e.target.value }, field),
    error: err(field),
    className: "h-9",
  });
  return (
    <li
      aria-label={title}
      className={cn(
        "rounded-lg border border-ink-200 bg-white p-3 sm:rounded-none sm:border-0 sm:border-b sm:border-ink-100 sm:px-1 sm:py-1.5",
        rowProblem && "border-red-300 sm:border-red-200",
      )}
    >
      {phone && (
        <div className="mb-2 flex items-center justify-between gap-2">
          <p className="font-medium text-ink-900">{title}</p>
          <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Remove ${title}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-(--cols) sm:items-start">
        {options.length === 0 && <span className="hidden sm:block" />}
        {options.map((option) => (
          <Select
            key={option.key}
            label={option.name || "Option"}
            hideLabel={hide}
            value={row.values[option.key] ?? ""}
            aria-invalid={rowProblem && !row.values[option.key] ? true : undefined}
            onChange={(e) => onEdit({ values: { ...row.values, [option.key]: e.target.value } }, "options")}
            className="h-9"
            aria-label={phone ? undefined : `${option.name || "Option"} of ${title}`}
          >
            <option value="">Choose…</option>
            {option.values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </Select>
        ))}
        <div className="col-span-2 grid grid-cols-3 gap-2 sm:contents">
          <Input label="Price ($)" {...cell("price", "Price")} type="number" inputMode="decimal" step="0.01" min="0" />
          <Input
            label="Discount %"
            {...cell("discount", "Discount")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
          />
          <Input label="Stock" {...cell("quantity", "Stock")} type="number" inputMode="numeric" step="1" min="0" />
        </div>
        <Input
          label="SKU"
          {...cell("sku", "SKU")}
          maxLength={64}
          placeholder="Optional"
          fieldClassName="col-span-2 sm:col-span-1"
        />
        <div className="col-span-2 flex items-end gap-1.5 sm:col-span-1 sm:items-start">
          {picture && <ProductImage src={picture} alt="" sizes="36px" className="size-9 shrink-0 rounded-md" />}
          <Select
            label="Picture"
            {...cell("image", "Picture")}
            disabled={!gallery || gallery.length === 0}
            fieldClassName="min-w-0 flex-1"
          >
            <option value="">Main picture</option>
            {(gallery ?? []).map((image, i) => (
              <option key={image.id} value={image.id}>
                Picture {i + 1}
              </option>
            ))}
            {row.image && !gallery?.some((g) => g.id === row.image) && <option value={row.image}>Current</option>}
          </Select>
        </div>
        {!phone && (
          <Button
            variant="ghost"
            size="iconSm"
            className="mt-0.5 text-red-700 hover:bg-red-50"
            aria-label={`Remove ${title}`}
            title={`Remove ${title}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {rowProblem && <p className="mt-1 text-xs font-medium text-red-700">{rowProblem}</p>}
    </li>
  );
}
