/**
 * The newsletter block's form: an e-mail input and 'Subscribe'. Without JavaScript it posts to
 * /newsletter, which redirects back here with a notice code in the address (so place it on pages
 * rendered per request, such as /blog: a prerendered page cannot show that notice). With
 * JavaScript it checks the address with the same schema, posts in the background and shows the
 * answer in place.
 */
import { useId, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { paths } from "#app/lib/paths.ts";
import { NEWSLETTER_NOTICES, type NewsletterNotice, type NewsletterResponse } from "#app/lib/schemas/newsletter-notices.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";

type Feedback = { ok: boolean; message: string } | null;

const loadSchema = () => import("#app/lib/schemas/newsletter.ts");

function noticeFromCode(code: string | null): Feedback {
  if (!code || !Object.hasOwn(NEWSLETTER_NOTICES, code)) return null;
  return { ok: code === "pending", message: NEWSLETTER_NOTICES[code as NewsletterNotice] };
}

/** The no-JavaScript redirect returns to #newsletter: give that id to the block around the form (or to the form, the default). */
export function NewsletterForm({ className, formId = "newsletter" }: { className?: string; formId?: string }) {
  const id = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [feedback, setFeedback] = useState<Feedback>(() => noticeFromCode(searchParams.get("newsletter")));
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    // The schema (and zod) load on first use; focusing the field starts the download early.
    const { NewsletterSchema } = await loadSchema();
    const parsed = NewsletterSchema.safeParse({ email: body.get("email") ?? undefined });
    if (!parsed.success) {
      setFeedback({ ok: false, message: parsed.error.issues[0]!.message });
      form.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch(paths.newsletter, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json()) as NewsletterResponse;
      setFeedback(answer.ok ? { ok: true, message: answer.message } : { ok: false, message: answer.error });
      if (answer.ok) form.reset();
    } catch {
      setFeedback({ ok: false, message: NEWSLETTER_NOTICES.error });
    } finally {
      setSubmitting(false);
    }
  }

  const invalid = feedback !== null && !feedback.ok;
  return (
    <form
      id={formId}
      method="post"
      action={paths.newsletter}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      className={cn("w-full max-w-md", className)}>
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
        <Button type="submit" disabled={submitting}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <p id={`${id}-feedback`} role="status" className={cn("mt-2 min-h-5 text-sm", invalid ? "text-destructive" : "text-muted-foreground")}>
        {feedback?.message}
      </p>
      <DataUseNote form="newsletter" />
    </form>
  );
}
