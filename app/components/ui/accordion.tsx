/**
 * A single-open accordion (the FAQ): heading > button with aria-expanded and aria-controls, the
 * answer a region labelled by its button; Arrow keys, Home and End move between the buttons. Own
 * code of a few lines instead of a library primitive (issue 15: it is on most public pages).
 */
import { ChevronDown } from "lucide-react";
import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "#app/lib/utils.ts";

type AccordionState = { open: string | null; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionState>({ open: null, toggle: () => {} });
const ItemContext = createContext<{ value: string; id: string }>({ value: "", id: "" });

/** One item open at a time; pressing the open one closes it. */
export function Accordion({ className, children, ...props }: ComponentProps<"div">) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")];
    const at = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[(next + triggers.length) % triggers.length]?.focus();
  };

  return (
    <AccordionContext value={{ open, toggle }}>
      <div className={className} onKeyDown={onKeyDown} {...props}>
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({ className, value, ...props }: ComponentProps<"div"> & { value: string }) {
  const id = useId();
  const { open } = use(AccordionContext);
  return (
    <ItemContext value={{ value, id }}>
      <div data-state={open === value ? "open" : "closed"} className={cn("border-b last:border-b-0", className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<"button"> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { open, toggle } = use(AccordionContext);
  const { value, id } = use(ItemContext);
  const expanded = open === value;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={`${id}-trigger`}
        aria-expanded={expanded}
        aria-controls={`${id}-content`}
        data-state={expanded ? "open" : "closed"}
        data-accordion-trigger=""
        onClick={() => toggle(value)}
        className={cn(
          "group flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium transition-colors hover:text-primary",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
          aria-hidden="true"
        />
      </button>
    </Heading>
  );
}

/**
 * Closed answers stay in the server HTML and are hidden by CSS only, which app.css undoes under
 * `scripting: none` so that a visitor without JavaScript reads every answer.
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<"div">) {
  const { open } = use(AccordionContext);
  const { value, id } = use(ItemContext);
  const expanded = open === value;
  return (
    <div
      id={`${id}-content`}
      role="region"
      aria-labelledby={`${id}-trigger`}
      data-state={expanded ? "open" : "closed"}
      data-reveal-without-js=""
      className="text-muted-foreground data-[state=closed]:hidden"
      {...props}
    >
      <div className={cn("pb-4 leading-relaxed", className)}>{children}</div>
    </div>
  );
}
