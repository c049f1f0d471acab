import type { GalleryImage } from "@shop/contract";
import { Trash2 } from "lucide-react";
import { Button, Input, ProductImage, Select } from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import type { RowField, VariantGridState } from "./use-variant-grid";
import { filePicture, rowTitle, type VariantRow } from "./variant-model";
import { useMoney } from "../../../../lib/shop-settings";

/** One variant of the grid: a card on a phone, a row of the table above. */
export function VariantRowItem({
  grid,
  row,
  index,
  phone,
  gallery,
  files = [],
}: {
  grid: VariantGridState;
  row: VariantRow;
  index: number;
  phone: boolean;
  gallery: readonly GalleryImage[] | undefined;
  /** The files chosen for a product not saved yet: a variant may show one of them (the first is the main picture). */
  files?: readonly File[];
}) {
  const { options } = grid;
  const money = useMoney();
  const onRemove = () => grid.removeRow(index);
  const title = rowTitle(options, row, index);
  const err = (field: string) => grid.error(`variants.${index}.${field}`);
  const hide = !phone;
  const rowProblem = err("options");
  const picture = row.image ? gallery?.find((g) => g.id === row.image)?.url : undefined;
  /**
   * What the row's fields share: the label shows on a phone; on wider screens the grid's header
   * names the column and the control is named after the row.
   */
  const cell = (field: RowField, name: string) => ({
    hideLabel: hide,
    "aria-label": phone ? undefined : `${name} of ${title}`,
    ...grid.cell(index, field),
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
            aria-invalid={rowProblem && !row.values[option.key] ? true : undefined}
            {...grid.choice(index, option.key)}
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
          <Input
            label={`Price (${money.symbol})`}
            {...cell("price", "Price")}
            type="number"
            inputMode="decimal"
            step={money.step}
            min="0"
          />
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
            disabled={gallery ? gallery.length === 0 : files.length < 2}
            fieldClassName="min-w-0 flex-1"
          >
            <option value="">Main picture</option>
            {(gallery ?? []).map((image, i) => (
              <option key={image.id} value={image.id}>
                Picture {i + 1}
              </option>
            ))}
            {!gallery &&
              files.slice(1).map((file, i) => (
                <option key={filePicture(i + 1)} value={filePicture(i + 1)}>
                  Picture {i + 2} ({file.name})
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
