import { createElement, type ComponentProps, type JSX } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A kit part that is one element with the kit's classes (and fixed attributes such as `scope`),
 * to which callers may add classes: `styled("div", "rounded-xl border")`.
 */
export function styled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, base: string, fixed?: Partial<ComponentProps<Tag>>) {
  function Part({ className, ...props }: ComponentProps<Tag>) {
    return createElement(tag, { ...fixed, ...props, className: cn(base, className) });
  }
  Part.displayName = `styled(${tag})`;
  return Part;
}
