import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";

const fieldClass =
  "block w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The contact form's fields only. Submission, validation messages and the toasts belong to the
 * leads work (issue 7), which adds the route action and wires this form to it.
 */
export function ContactForm() {
  return (
    <form method="post" className="grid gap-5" aria-labelledby="contact-form-title">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <label htmlFor="contact-name" className="text-sm font-medium">
            Name
          </label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required className={fieldClass} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="contact-email" className="text-sm font-medium">
            Email
          </label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required className={fieldClass} />
        </div>
      </div>
      <div className="grid gap-2">
        <label htmlFor="contact-subject" className="text-sm font-medium">
          Subject
        </label>
        <input id="contact-subject" name="subject" type="text" required className={fieldClass} />
      </div>
      <div className="grid gap-2">
        <label htmlFor="contact-message" className="text-sm font-medium">
          Message
        </label>
        <textarea id="contact-message" name="message" rows={6} required className={fieldClass} />
      </div>
      <Button type="submit" size="lg" className="justify-self-start">
        <Send aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
