/** The pieces of the legal pages (/privacy, /terms) and the "how we use this" line under forms. */
import type { ReactNode } from "react";
import { FORM_USAGE, type FormKey } from "#app/lib/form-usage.ts";
import { paths } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";

/** A titled block of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
    </section>
  );
}

/** Under a form that takes personal data: one line on what it is used for, and the policy. */
export function DataUseNote({ form, className }: { form: FormKey; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {FORM_USAGE[form]}{" "}
      <a href={`${paths.privacy}#${form}-data`} className="underline underline-offset-2 hover:text-foreground">
        How we use your data
      </a>
    </p>
  );
}
