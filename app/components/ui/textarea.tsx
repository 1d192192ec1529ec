import type { ComponentProps } from "react";
import { controlVariants } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlVariants({ size: "multiline" }), className)} {...props} />;
}
