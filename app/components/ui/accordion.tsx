/**
 * A single-open accordion (the FAQ): heading > button with aria-expanded and aria-controls, the
 * answer a region labelled by its button; Arrow keys, Home and End move between the buttons. Server
 * markup, closed: opening, closing and the keys are the site script's (app/browser/accordion.ts), so the
 * FAQ works on pages that React does not hydrate (issue 15).
 */
import { ChevronDown } from "lucide-react";
import { createContext, use, useId, type ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

const ItemContext = createContext<{ id: string }>({ id: "" });

/** One item open at a time; pressing the open one closes it. */
export function Accordion({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div {...dataAttr(ATTR.accordion)} className={className} {...props}>
      {children}
    </div>
  );
}

export function AccordionItem({ className, value, ...props }: ComponentProps<"div"> & { value: string }) {
  const id = useId();
  return (
    <ItemContext value={{ id }}>
      <div {...dataAttr(ATTR.accordionItem, value)} {...dataAttr(ATTR.state, "closed")} suppressHydrationWarning className={cn("border-b last:border-b-0", className)} {...props} />
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
  const { id } = use(ItemContext);
  return (
    <Heading className="flex">
      <button
        type="button"
        id={`${id}-trigger`}
        aria-expanded="false"
        aria-controls={`${id}-content`}
        {...dataAttr(ATTR.state, "closed")}
        {...dataAttr(ATTR.accordionTrigger)}
        suppressHydrationWarning
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
  const { id } = use(ItemContext);
  return (
    <div
      id={`${id}-content`}
      role="region"
      aria-labelledby={`${id}-trigger`}
      {...dataAttr(ATTR.state, "closed")}
      data-reveal-without-js=""
      suppressHydrationWarning
      className="text-muted-foreground data-[state=closed]:hidden"
      {...props}
    >
      <div className={cn("pb-4 leading-relaxed", className)}>{children}</div>
    </div>
  );
}
