/**
 * Modal dialog on the native <dialog> (showModal): the page behind is inert, Escape and the close
 * button close it, focus moves in, Tab cycles inside it, and focus returns to the opener. Native
 * instead of a library primitive (issue 15: it is on the IRACONNECT landing's first load). It
 * imports nothing of React Router: the admin and the public islands (the IRACONNECT signup) share it.
 */
import { X } from "#app/components/ui/lucide-lite.tsx";
import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { cn } from "#app/lib/utils.ts";

type DialogState = { open: boolean; setOpen: (open: boolean) => void; titleId: string; descriptionId: string };
const DialogContext = createContext<DialogState>({ open: false, setOpen: () => {}, titleId: "", descriptionId: "" });

export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <DialogContext value={{ open, setOpen: onOpenChange, titleId: `${id}-title`, descriptionId: `${id}-description` }}>
      {children}
    </DialogContext>
  );
}

/** Closes the dialog: its one child (a button) gets the click handler. */
export function DialogClose({ children }: { asChild?: boolean; children: ReactElement<{ onClick?: (event: MouseEvent) => void }> }) {
  const { setOpen } = use(DialogContext);
  if (!isValidElement(children)) return null;
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      children.props.onClick?.(event);
      setOpen(false);
    },
  });
}

/** Opens the dialog: its one child (a button) gets the click handler and says it opens a dialog. */
export function DialogTrigger({ children }: { asChild?: boolean; children: ReactElement<{ onClick?: (event: MouseEvent) => void; "aria-haspopup"?: "dialog" }> }) {
  const { setOpen } = use(DialogContext);
  if (!isValidElement(children)) return null;
  return cloneElement(children, {
    "aria-haspopup": "dialog",
    onClick: (event: MouseEvent) => {
      children.props.onClick?.(event);
      setOpen(true);
    },
  });
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  keepMounted = false,
  ...props
}: Omit<ComponentProps<"dialog">, "open"> & {
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * The content stays rendered while the dialog is closed (the browser hides a closed <dialog>):
   * a form keeps what was typed when it is closed and opened again, and the server's HTML has it.
   */
  keepMounted?: boolean;
}) {
  const { open, setOpen, titleId, descriptionId } = use(DialogContext);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      const event = new Event("closeautofocus", { cancelable: true });
      onCloseAutoFocus?.(event);
      if (!event.defaultPrevented && returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    }
  }, [open, onCloseAutoFocus]);

  // Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the browser closes the dialog; keep React's state in step.
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      className={cn(
        "fixed left-1/2 top-1/2 m-0 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/60 open:grid open:gap-4",
        className,
      )}
      {...props}
    >
      {open || keepMounted ? children : null}
      <button
        type="button"
        aria-label="Close"
        onClick={() => setOpen(false)}
        className="absolute right-3 top-3 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  const { titleId } = use(DialogContext);
  return <h2 id={titleId} className={cn("text-xl font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId } = use(DialogContext);
  return <p id={descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
