import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A native checkbox drawn as a switch: keyboard, forms and no-JavaScript posts all use the real
 * input, which covers the drawing; announced as a switch.
 */
export function Switch({ className, label, ...props }: Omit<ComponentProps<"input">, "type" | "role"> & { label: ReactNode }) {
  return (
    <label className={cn("flex w-fit cursor-pointer items-center gap-3 text-sm font-medium", className)}>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input type="checkbox" role="switch" className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0" {...props} />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}
