import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useAccountT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { controlClasses, FormField } from "../../../components/ui";

export interface PasswordInputProps extends Omit<ComponentProps<"input">, "type"> {
  label: string;
  error?: string;
  hint?: string;
}

/** A password field with a show/hide toggle; spreads the rest onto <input> for register(). */
export function PasswordInput({ label, error, hint, id, className, ...props }: PasswordInputProps) {
  const t = useAccountT();
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? "text" : "password"}
            className={cn(controlClasses, "h-10 pr-11", className)}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? "auth.hidePassword" : "auth.showPassword")}
            aria-pressed={visible}
            className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
