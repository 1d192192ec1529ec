import { ChevronDown } from "#app/components/ui/lucide-lite.tsx";
import type { ComponentProps } from "react";
import { controlVariants } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";

export type SelectOption = { value: string; label: string };

/**
 * A native select in the kit's look: it works without JavaScript, with every keyboard and screen
 * reader, and opens the phone's own picker. `placeholder` is a first, empty choice.
 */
export function Select({
  className,
  options,
  placeholder,
  ...props
}: ComponentProps<"select"> & { options: readonly (string | SelectOption)[]; placeholder?: string }) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(controlVariants(), "appearance-none pr-9")} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
