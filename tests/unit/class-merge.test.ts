import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

// The site's own small merge against tailwind-merge (a test-only dependency now), on the kinds of
// overrides the components make: a later class wins over an earlier one that sets the same thing.
const CASES: string[][] = [
  ["px-4 py-2", "px-0"],
  ["p-4", "px-2"],
  ["px-2 py-1", "p-6"],
  ["mt-4 mb-2", "my-8"],
  ["m-2", "mt-0"],
  ["text-sm text-muted-foreground", "text-lg"],
  ["text-sm text-muted-foreground", "text-foreground"],
  ["text-left", "text-center text-xs"],
  ["font-medium", "font-bold font-mono"],
  ["bg-primary text-primary-foreground hover:bg-primary/90", "bg-transparent hover:bg-muted"],
  ["hidden sm:inline-flex", "flex"],
  ["inline-flex items-center justify-center", "flex items-start justify-between"],
  ["rounded-md border", "rounded-full border-2"],
  ["rounded-lg", "rounded-t-none"],
  ["border border-input", "border-destructive"],
  ["h-10 w-full", "h-auto w-auto"],
  ["size-10", "w-12"],
  ["h-9 w-9", "size-8"],
  ["gap-2", "gap-x-4"],
  ["gap-x-2 gap-y-4", "gap-6"],
  ["grid grid-cols-2", "grid-cols-3 md:grid-cols-4"],
  ["md:grid-cols-2", "md:grid-cols-3"],
  ["absolute top-2 right-2", "relative top-0"],
  ["shadow-sm", "shadow-lg"],
  ["opacity-90 z-10", "opacity-100 z-50"],
  ["max-w-3xl mx-auto", "max-w-none"],
  ["leading-7 tracking-tight", "leading-tight tracking-normal"],
  ["flex-col", "flex-row flex-wrap"],
  ["overflow-hidden", "overflow-x-auto"],
  ["whitespace-nowrap", "whitespace-normal"],
  ["[&_svg]:size-4 [&_svg]:shrink-0", "[&_svg]:size-6"],
  ["focus-visible:outline-2 focus-visible:outline-offset-2", "text-primary underline-offset-4 hover:underline"],
  ["-mt-4", "mt-2"],
  ["dark:bg-card", "dark:bg-muted bg-card"],
  ["cursor-pointer list-none", "cursor-default"],
  ["uppercase", "normal-case"],
  ["aspect-[16/9] object-cover", "aspect-square object-contain"],
  ["text-[13px]", "text-base"],
];

describe("cn merges Tailwind classes as tailwind-merge does", () => {
  it.each(CASES)("%s + %s", (first, second) => {
    expect(cn(first, second).split(" ").sort()).toEqual(twMerge(first, second).split(" ").sort());
  });

  it("keeps the button variants' overrides (a ghost icon button, a wide outline button)", () => {
    for (const className of ["w-full justify-start", "h-auto px-0 py-0", "rounded-full bg-secondary", "hidden sm:inline-flex"]) {
      for (const variant of ["default", "ghost", "outline", "link"] as const) {
        const classes = buttonVariants({ variant, size: "icon", className });
        expect(cn(classes).split(" ").sort()).toEqual(twMerge(classes).split(" ").sort());
      }
    }
  });

  it("keeps classes it does not know and drops falsy inputs", () => {
    expect(cn("sr-only", false, undefined, "group peer", { "data-x": true, skipped: false })).toBe("sr-only group peer data-x");
  });
});
