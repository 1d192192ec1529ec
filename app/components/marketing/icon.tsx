import type { IconName } from "#app/content/types.ts";
// The icons' drawings live in one cached SVG file (scripts/icon-sprite.ts writes it from lucide-react),
// not in the pages' JavaScript: 45 icons cost every marketing page 6 KB of gzip script (issue 15).
import spriteUrl from "./icon-sprite.svg?no-inline";

/** A lucide icon by the name the content gives it, drawn from the sprite, as lucide-react draws it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${className}` : "lucide"}
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** An icon in a tinted square, as used on feature and service cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon name={name} className="size-5" />
    </span>
  );
}
