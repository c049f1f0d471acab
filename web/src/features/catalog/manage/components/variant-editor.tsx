import { type GalleryImage, MAX_OPTIONS } from "@shop/contract";
import { Plus } from "lucide-react";
import { Button } from "../../../../components/ui";
import { OptionEditor } from "./option-editor";
import { type ProductForm, useVariantGrid } from "./use-variant-grid";
import { FieldError, VariantGrid } from "./variant-grid";
import type { VariantRow } from "./variant-model";

export interface VariantEditorProps {
  /** The product form: the options and the grid are its field arrays `options` and `variants`. */
  form: ProductForm;
  /** The product's gallery; undefined for a new product (pictures come after the first save). */
  gallery: readonly GalleryImage[] | undefined;
  /** The pictures chosen for a new product (a variant may show one of them). */
  files?: readonly File[];
  /** What new rows start with. */
  defaults: Pick<VariantRow, "price" | "discount" | "quantity">;
}

/** Options (0–3, each a name and ordered values) and the grid of the variants the seller keeps. */
export function VariantEditor({ form, gallery, files, defaults }: VariantEditorProps) {
  const grid = useVariantGrid(form, defaults);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">Options</legend>
        {grid.error("options") && <FieldError>{grid.error("options") as string}</FieldError>}
        {grid.optionFields.map((field, i) => {
          const option = grid.options[i];
          return (
            option && (
              <OptionEditor
                key={field.id}
                option={option}
                index={i}
                nameField={grid.optionName(i)}
                nameError={grid.error(`options.${i}.name`)}
                valuesError={grid.error(`options.${i}.values`)}
                onAddValues={(entry) => grid.addValues(i, entry)}
                onRemoveValue={(value) => grid.removeValue(i, value)}
                onMoveValue={(value, by) => grid.moveValue(i, value, by)}
                onRemove={() => grid.removeOption(i)}
              />
            )
          );
        })}
        {grid.options.length < MAX_OPTIONS && (
          <Button variant="secondary" size="sm" className="self-start" onClick={grid.addOption}>
            <Plus aria-hidden="true" className="size-4" />
            Add an option
          </Button>
        )}
      </fieldset>

      <VariantGrid grid={grid} gallery={gallery} files={files} />
    </div>
  );
}
