import type { ComponentProps } from "react";
import { styled } from "#app/components/ui/styled.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * A table that scrolls inside its own box, so a wide table never widens the page. The box can be
 * focused and is named by `label` (the table's caption), so keyboard users can scroll it too.
 */
export function Table({ className, label, stack = false, ...props }: ComponentProps<"table"> & { label: string; stack?: boolean }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // scroll-shadows: a table wider than its box shows, at its edge, that it scrolls.
        "scroll-shadows relative w-full overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        // Stacked on a phone: each row is a card of its own, nothing scrolls (issue 28).
        stack && "max-md:overflow-visible max-md:border-0 max-md:bg-none max-md:bg-transparent",
      )}
    >
      <table className={cn("w-full min-w-max border-collapse text-left text-sm", stack && "max-md:block max-md:min-w-0", className)} {...props} />
    </div>
  );
}

export const TableCaption = styled("caption", "sr-only");
export const TableHeader = styled("thead", "border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground");
export const TableBody = styled("tbody", "divide-y");
export const TableRow = styled("tr", "align-top");
export const TableHead = styled("th", "whitespace-nowrap px-3 py-2 font-medium", { scope: "col" });
export const TableCell = styled("td", "px-3 py-2");
