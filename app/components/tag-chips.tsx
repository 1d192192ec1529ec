import { visibleTags } from "#app/lib/content.ts";
import { cn } from "#app/lib/utils.ts";

/** At most three tag chips, then '+N more' (SPEC §2, §9). */
export function TagChips({ tags, max = 3, className }: { tags: readonly string[]; max?: number; className?: string }) {
  const { shown, more } = visibleTags(tags, max);
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">+{more} more</li>
      ) : null}
    </ul>
  );
}
