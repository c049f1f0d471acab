import { ChevronLeft, ChevronRight, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button, controlClasses, Input } from "../../../../components/ui";
import { cn } from "../../../../lib/cn";
import type { OptionDraft } from "./variant-model";

/** One option: its name, and its ordered values as chips (typed, pasted "S, M, L", moved, removed). */
export function OptionEditor({
  option,
  index,
  nameField,
  nameError,
  valuesError,
  onAddValues,
  onRemoveValue,
  onMoveValue,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  /** The name input's registration in the product form. */
  nameField: UseFormRegisterReturn;
  nameError?: string;
  valuesError?: string;
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
        maxLength={30}
        error={nameError}
        {...nameField}
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
