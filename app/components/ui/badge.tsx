import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

export const badgeVariants = cva("inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium", {
  variants: {
    tone: {
      neutral: "border-border bg-muted text-muted-foreground",
      info: "border-primary/40 bg-primary/10 text-primary",
      success: "border-success/40 bg-success/10 text-success",
      danger: "border-destructive/40 bg-destructive/10 text-destructive",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

const statusTones: Record<string, BadgeTone> = {
  new: "info",
  pending: "info",
  handled: "neutral",
  sent: "success",
  confirmed: "success",
  published: "success",
  spam: "danger",
  failed: "danger",
  unsubscribed: "neutral",
  draft: "neutral",
};

/** A record's state as a badge, coloured by what it means (new, sent, failed...). */
export function StatusBadge({ status, children }: { status: string; children?: string }) {
  return <Badge tone={statusTones[status.toLowerCase()] ?? "neutral"}>{children ?? status}</Badge>;
}

/** SPEC §2: the Published or Draft badge of a post or case study. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <StatusBadge status={published ? "published" : "draft"}>{published ? "Published" : "Draft"}</StatusBadge>;
}
