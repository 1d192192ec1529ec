/** The frame of every dashboard page: its heading, a line about it, its actions, then its content. */
import { Download } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { formatDateTime, isoDateTime } from "#app/lib/format.ts";
import { cn } from "#app/lib/utils.ts";

export function AdminSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("grid grid-cols-1 gap-6", className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What the last action did ("A test was queued..."), announced to screen readers; nothing without a notice. */
export function ActionNotice({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3">
      {children}
    </p>
  );
}

/** A plain link to a CSV download (a document request, so the browser saves the file). */
export function CsvLink({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** A point in time as the admin tables show it (UTC, so server and browser agree). */
export function DateTime({ value, seconds = false }: { value: string | Date | null | undefined; seconds?: boolean }) {
  const text = formatDateTime(value, { seconds });
  return text ? <time dateTime={isoDateTime(value)}>{text}</time> : null;
}

/** A titled card of a dashboard page (one form or one group of fields). */
export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-4 p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </Card>
  );
}
