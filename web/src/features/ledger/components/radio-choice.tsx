import { useId } from "react";
import { cn } from "../../../lib/cn";

export interface RadioChoiceProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/** Native radios in a fieldset: arrow keys move the choice, the legend names the group. */
export function RadioChoice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: RadioChoiceProps<V>) {
  const id = useId();
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink-800">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          htmlFor={`${id}-${option.value}`}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors",
            value === option.value ? "border-ink-900 bg-ink-50" : "border-ink-200 hover:border-ink-300",
          )}
        >
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 accent-ink-900"
          />
          <span className="flex flex-col">
            <span className="font-medium text-ink-900">{option.label}</span>
            {option.hint && <span className="text-xs text-ink-500">{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
