import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/** Text boxes, selects and text areas share one look: border, focus ring, invalid state. */
export const controlVariants = cva(
  "block w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
  {
    variants: {
      size: {
        default: "h-10",
        sm: "h-9",
        multiline: "py-2",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export type InputProps = Omit<ComponentProps<"input">, "size"> & { size?: "default" | "sm" };

export function Input({ className, size, ...props }: InputProps) {
  return <input className={cn(controlVariants({ size }), className)} {...props} />;
}

export type ControlVariants = VariantProps<typeof controlVariants>;
