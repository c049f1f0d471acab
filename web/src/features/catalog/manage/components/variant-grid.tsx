import { type GalleryImage, MAX_VARIANTS } from "@shop/contract";
import { Plus } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { Button, Input } from "../../../../components/ui";
import { PHONE_QUERY, useMediaQuery } from "../../../../lib/use-media-query";
import type { VariantGridState } from "./use-variant-grid";
import { VariantRowItem } from "./variant-row";
import { useMoney } from "../../../../lib/shop-settings";

/**
 * The grid's columns on a wider screen: the options, price, discount, stock, SKU, the picture and the
 * remove button. The picture's column holds its thumbnail beside a select wide enough for "Main
 * picture" and "Picture 8", so the choice is never cut off.
 */
export function variantColumns(optionCount: number): string {
  return `repeat(${Math.max(optionCount, 1)}, minmax(4.5rem, 1fr)) 5.5rem 4.5rem 4.5rem minmax(5rem, 1fr) minmax(${PICTURE_COLUMN_REM}rem, 1.4fr) 2.25rem`;
}
/** The thumbnail (2.25rem), the gap and a select that shows "Main picture" with its arrow. */
export const PICTURE_COLUMN_REM = 11;

/** The variants the seller keeps: add all combinations or one, set every price or stock, edit each row. */
export function VariantGrid({
  grid,
  gallery,
  files = [],
}: {
  grid: VariantGridState;
  /** The product's gallery; undefined for a new product (its pictures are the files chosen below). */
  gallery: readonly GalleryImage[] | undefined;
  /** The pictures chosen for a new product, which a variant may show once saved. */
  files?: readonly File[];
}) {
  const { options, rows, rowFields, missing } = grid;
  const phone = useMediaQuery(PHONE_QUERY);
  const money = useMoney();
  const [allPrice, setAllPrice] = useState("");
  const [allStock, setAllStock] = useState("");
  const columns: CSSProperties = { ["--cols" as string]: variantColumns(options.length) };

  return (
    <section aria-labelledby="variants-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="variants-heading" className="text-sm font-semibold text-ink-900">
          Variants <span className="font-normal text-ink-500">({rows.length})</span>
        </h3>
        <p className="text-xs text-ink-500">Keep only the combinations you sell.</p>
      </div>
      {grid.error("variants") && <FieldError>{grid.error("variants") as string}</FieldError>}

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={missing === 0 || rows.length >= MAX_VARIANTS}
          onClick={grid.addAllCombinations}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add all combinations{missing > 0 ? ` (${missing})` : ""}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={options.length === 0 || rows.length >= MAX_VARIANTS}
          onClick={grid.addRow}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a variant
        </Button>
      </div>

      {rows.length > 1 && (
        <div className="flex flex-col gap-2 rounded-lg bg-ink-50 p-3 sm:flex-row sm:items-end">
          <SetAll
            label={`Set all prices (${money.symbol})`}
            applyLabel="Apply to all prices"
            value={allPrice}
            onValue={setAllPrice}
            inputMode="decimal"
            step={String(money.step)}
            onApply={() => grid.setAll("price", allPrice)}
          />
          <SetAll
            label="Set all stock"
            applyLabel="Apply to all stock"
            value={allStock}
            onValue={setAllStock}
            inputMode="numeric"
            step="1"
            onApply={() => grid.setAll("quantity", allStock)}
          />
        </div>
      )}

      {rows.length > 0 && (
        <div style={columns} className="flex flex-col gap-3 sm:gap-1 sm:overflow-x-auto">
          {!phone && (
            <div
              aria-hidden="true"
              className="grid grid-cols-(--cols) gap-2 px-1 text-xs font-medium tracking-wide text-ink-500 uppercase"
            >
              {options.length === 0 ? <span /> : options.map((o) => <span key={o.key}>{o.name || "—"}</span>)}
              <span>Price</span>
              <span>Disc. %</span>
              <span>Stock</span>
              <span>SKU</span>
              <span>Picture</span>
              <span />
            </div>
          )}
          <ul className="flex flex-col gap-3 sm:gap-1" aria-label="Variants">
            {rowFields.map((field, i) => {
              const row = rows[i];
              return (
                row && (
                  <VariantRowItem
                    key={field.id}
                    grid={grid}
                    row={row}
                    index={i}
                    phone={phone}
                    gallery={gallery}
                    files={files}
                  />
                )
              );
            })}
          </ul>
        </div>
      )}
      {gallery === undefined && rows.length > 0 && files.length < 2 && (
        <p className="text-xs text-ink-500">
          Pictures per variant: choose two or more Product Images below, then pick each variant's here.
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

/** A problem of the options or of the grid as a whole. */
export function FieldError({ children }: { children: string }) {
  return (
    <p role="alert" className="text-xs font-medium text-red-700">
      {children}
    </p>
  );
}
