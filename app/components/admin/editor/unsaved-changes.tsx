/**
 * Issue 14.9: a warning before leaving an editor with unsaved changes. Typing in the form marks it
 * changed; leaving the site or reloading then asks the browser's own question (beforeunload), and
 * a link inside the app asks ours, in an accessible dialog (React Router's useBlocker). Saving is
 * not leaving: the redirect after a save is never blocked.
 */
import { useEffect, useRef, useState } from "react";
import { useBlocker, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";

export const UNSAVED_TEXTS = {
  title: "Leave without saving?",
  text: "You have unsaved changes in this editor. If you leave now, they are lost.",
  stay: "Stay and keep editing",
  leave: "Leave without saving",
} as const;

/** Whether the form `formId` was changed since it was loaded. */
export function useFormChanged(formId: string): boolean {
  const [changed, setChanged] = useState(false);
  // A save's redirect (to the same editor, or from "new" to the record's own) is a new location:
  // what the form holds is then what is stored (issue 28: Save keeps the editor open).
  const { key } = useLocation();
  useEffect(() => setChanged(false), [formId, key]);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const markChanged = () => setChanged(true);
    form.addEventListener("input", markChanged);
    form.addEventListener("change", markChanged);
    return () => {
      form.removeEventListener("input", markChanged);
      form.removeEventListener("change", markChanged);
    };
  }, [formId]);
  return changed;
}

/** Asks before leaving while `changed` (from useFormChanged). */
export function UnsavedChangesGuard({ changed }: { changed: boolean }) {
  // Only links and history moves are asked about: the redirect after a save is not a navigation
  // a blocker sees (and Conform's validation dispatches submit events that are not saves).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [changed]);

  const open = blocker.state === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && blocker.state === "blocked" ? blocker.reset() : undefined)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{UNSAVED_TEXTS.title}</DialogTitle>
          <DialogDescription>{UNSAVED_TEXTS.text}</DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" autoFocus onClick={() => blocker.reset?.()}>
            {UNSAVED_TEXTS.stay}
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            {UNSAVED_TEXTS.leave}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
