import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merges class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** True for links that leave the site (they open in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
