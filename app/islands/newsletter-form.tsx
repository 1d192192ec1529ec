/**
 * The newsletter block's form (an e-mail address and 'Subscribe') as an island (decision 027),
 * hydrated when it comes near the viewport or takes the focus. Without JavaScript it posts to
 * /newsletter, which redirects back to the page with a notice code in the address (`notice`, read
 * by the page's loader: place the form on pages rendered per request, such as /blog). Hydrated, it
 * sends the same fields in the background and shows the server's answer in place: the schema's
 * message under the field, or the confirmation with an emptied field; a failure that is not the
 * address's is a toast, and what was typed stays.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { track } from "../lib/analytics-events.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { paths } from "#app/lib/paths.ts";
import { NEWSLETTER_NOTICES, type NewsletterNotice, type NewsletterResponse } from "#app/lib/schemas/newsletter-notices.ts";
import { cn } from "#app/lib/utils.ts";
import { defineIsland } from "./define.tsx";
import { postForm } from "./post-form.ts";
import { showToast } from "./toast.ts";

export type Feedback = { ok: boolean; message: string } | null;

/** A notice code from the address (the no-JavaScript redirect), or null for anything else. */
export function noticeFromCode(code: string | null | undefined): NewsletterNotice | null {
  return code && Object.hasOwn(NEWSLETTER_NOTICES, code) ? (code as NewsletterNotice) : null;
}

function feedbackOf(notice: NewsletterNotice | null | undefined): Feedback {
  return notice ? { ok: notice === "pending", message: NEWSLETTER_NOTICES[notice] } : null;
}

/** What the form does with an answer: a message under the field, or a toast (the address is not at fault). */
export function answerOf(status: number, data: NewsletterResponse | null): { feedback: Feedback; toast?: string } {
  if (data?.ok) return { feedback: { ok: true, message: data.message } };
  const fieldError = data?.errors?.email?.[0];
  if (status === 400 && fieldError) return { feedback: { ok: false, message: fieldError } };
  return { feedback: null, toast: data && !data.ok && data.error ? data.error : NEWSLETTER_NOTICES.error };
}

type Props = {
  /** The no-JavaScript redirect returns to #newsletter: give that id to the block around the form (or to the form, the default). */
  formId?: string;
  className?: string;
  /** The page's path: where a post without JavaScript comes back to. */
  redirectTo?: string;
  /** The notice code of that redirect (`?newsletter=`), read by the page's loader. */
  notice?: NewsletterNotice | null;
};

export function NewsletterForm({ formId = "newsletter", className, redirectTo = paths.blog, notice = null }: Props) {
  const [feedback, setFeedback] = useState<Feedback>(() => feedbackOf(notice));
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"input" | "button" | null>(null);
  const invalid = feedback !== null && !feedback.ok;
  const emailId = `${formId}-email`;
  const feedbackId = `${formId}-feedback`;

  // After an answer: a refused address takes the focus back, else the button keeps it.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "input") inputRef.current?.focus();
    if (target === "button") buttonRef.current?.focus();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    postForm<NewsletterResponse>(paths.newsletter, event.currentTarget)
      .then(({ status, data }) => {
        const { feedback: next, toast } = answerOf(status, data);
        if (next?.ok) track("newsletter_subscribed");
        setSending(false);
        if (toast) {
          showToast({ title: toast, variant: "destructive" });
          return;
        }
        setFeedback(next);
        if (next?.ok && inputRef.current) inputRef.current.value = "";
        focusAfter.current = next?.ok ? "button" : "input";
      })
      .catch(() => {
        setSending(false);
        showToast({ title: NEWSLETTER_NOTICES.error, variant: "destructive" });
      });
  };

  return (
    <form
      id={formId}
      method="post"
      action={paths.newsletter}
      noValidate
      aria-busy={sending || undefined}
      onSubmit={submit}
      className={cn("w-full max-w-md", className)}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor={emailId} className="sr-only">
          Email address
        </Label>
        <Input
          ref={inputRef}
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={invalid || undefined}
          aria-describedby={feedback ? feedbackId : undefined}
          className="sm:flex-1"
        />
        <Button ref={buttonRef} type="submit" disabled={sending}>
          {sending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {/* Always there, so that a message is announced when it appears. */}
      <p id={feedbackId} role="status" className={cn("mt-2 min-h-5 text-sm", invalid ? "text-destructive" : "text-muted-foreground")}>
        {feedback?.message}
      </p>
      <DataUseNote form="newsletter" />
    </form>
  );
}

export default NewsletterForm;
/** Below the fold where it is used: hydrated when it comes near, or when it takes the focus. */
export const NewsletterFormIsland = /* @__PURE__ */ defineIsland("newsletter-form", NewsletterForm);
