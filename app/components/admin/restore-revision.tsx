/**
 * A revision screen's restore control (issue 28.5): a link that asks first (`?confirm` in the
 * address, so it works without JavaScript), then the question with "Yes, restore this revision"
 * and Cancel. One for the pages' revisions and the posts' and case studies'.
 */
import { RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CONTENT_OPS_TEXTS } from "#app/lib/schemas/content-ops.ts";

export function RestoreRevision({ here, confirming, consequence, hint }: { here: string; confirming: boolean; consequence: string; hint: string }) {
  const restoring = useNavigation().state === "submitting";
  if (!confirming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={`${here}?confirm`}>
            <RotateCcw aria-hidden="true" /> {CONTENT_OPS_TEXTS.restore}
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
    );
  }
  return (
    <section role="alertdialog" aria-labelledby="restore-heading" aria-describedby="restore-text" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <h3 id="restore-heading" className="font-semibold">
        Restore this revision?
      </h3>
      <p id="restore-text" className="text-sm">
        {consequence}
      </p>
      <Form method="post" action={here} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="restore" />
        <Button type="submit" disabled={restoring}>
          <RotateCcw aria-hidden="true" /> {restoring ? "Restoring..." : "Yes, restore this revision"}
        </Button>
        <Button asChild variant="outline">
          <Link to={here} replace>
            Cancel
          </Link>
        </Button>
      </Form>
    </section>
  );
}
