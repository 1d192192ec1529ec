import type { ComponentProps } from "react";
import { controlVariants } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlVariants({ size: "multiline" }), className)} {...props} />;
}
