/**
 * The newsletter block's form: an e-mail input and 'Subscribe', server markup only (its page has no
 * React, decision 025). It posts to /newsletter, which redirects back here with a notice code in
 * the address (so place it on pages rendered per request, such as /blog: a prerendered page cannot
 * show that notice). With JavaScript the page script (`data-enhance`) sends it in the background
 * and puts the answer's form in place: the notice, the address marked invalid, or an emptied field.
 */
import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { paths } from "#app/lib/paths.ts";
import { NEWSLETTER_NOTICES, type NewsletterNotice } from "#app/lib/schemas/newsletter-notices.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";

type Feedback = { ok: boolean; message: string } | null;

function noticeFromCode(code: string | null): Feedback {
  if (!code || !Object.hasOwn(NEWSLETTER_NOTICES, code)) return null;
  return { ok: code === "pending", message: NEWSLETTER_NOTICES[code as NewsletterNotice] };
}

/** The no-JavaScript redirect returns to #newsletter: give that id to the block around the form (or to the form, the default). */
export function NewsletterForm({ className, formId = "newsletter" }: { className?: string; formId?: string }) {
  const id = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const feedback = noticeFromCode(searchParams.get("newsletter"));
  const invalid = feedback !== null && !feedback.ok;
  return (
    <form
      id={formId}
      method="post"
      action={paths.newsletter}
      noValidate
      data-enhance=""
      data-fail-title={NEWSLETTER_NOTICES.error}
      className={cn("w-full max-w-md", className)}
    >
      <input type="hidden" name="redirectTo" value={location.pathname} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={invalid || undefined}
          aria-describedby={feedback ? `${id}-feedback` : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" data-busy-label="Subscribing...">
          Subscribe
        </Button>
      </div>
      <p id={`${id}-feedback`} role="status" className={cn("mt-2 min-h-5 text-sm", invalid ? "text-destructive" : "text-muted-foreground")}>
        {feedback?.message}
      </p>
      <DataUseNote form="newsletter" />
    </form>
  );
}
