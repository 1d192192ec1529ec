import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge knows Tailwind's own scales; these are the theme's additions (app/app.css
 * `--text-*`, `--spacing-*`). Without them `text-display` would read as a colour and be dropped
 * by a later `text-primary` (tests/unit/class-merge.test.ts reads the tokens from app.css).
 */
export const MERGE_CONFIG = {
  extend: {
    theme: {
      text: ["display", "headline", "title", "body", "caption"],
      spacing: ["section", "stack", "item"],
    },
  },
};
const merge = extendTailwindMerge(MERGE_CONFIG);

/** Merges class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/** True for links that leave the site (they open in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
