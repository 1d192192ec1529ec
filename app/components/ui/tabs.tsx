/**
 * Tabs as the WAI-ARIA pattern describes them (a tablist of buttons, one tabpanel each, arrow keys,
 * Home and End move between the tabs and select the one they reach, wrapping around), in a few
 * lines instead of Radix's Tabs with its roving focus and presence code, which cost /products and
 * /services 8 KB of JavaScript (issue 15). Same markup as before: ids tie each tab to its panel,
 * `data-state` is `active` or `inactive`, and every panel is in the server HTML, the inactive ones
 * `hidden` (app.css shows them all under `scripting: none`). Server markup with the default tab
 * selected: selecting another, by click or key, is the site script's (app/browser/tabs.ts), so the
 * tabs work on pages that React does not hydrate (decision 025).
 */
import { createContext, useContext, useId, type ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

type TabsState = { value: string; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({ defaultValue, className, children, ...props }: ComponentProps<"div"> & { defaultValue: string }) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value: defaultValue, baseId }}>
      <div className={cn("flex flex-col gap-4", className)} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Without JavaScript the tab buttons cannot switch, so they give way to every panel shown in turn. */
export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex w-fit flex-wrap items-center gap-1 rounded-lg bg-muted p-1 noscript:hidden", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-controls={contentId(tabs.baseId, value)}
      aria-selected={active}
      {...dataAttr(ATTR.state, active ? "active" : "inactive")}
      tabIndex={active ? 0 : -1}
      suppressHydrationWarning
      className={cn(
        "inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel is in the server HTML and inactive ones are hidden, so that a visitor without
 * JavaScript still reads all of them (app.css reveals them under `scripting: none`). `title` is the
 * panel's heading in that case; with JavaScript the tab itself names the panel.
 */
export function TabsContent({
  value,
  className,
  title,
  titleLevel = 3,
  children,
  ...props
}: Omit<ComponentProps<"div">, "title"> & { value: string; title: string; titleLevel?: 3 | 4 }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const Heading = `h${titleLevel}` as const;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      {...dataAttr(ATTR.state, active ? "active" : "inactive")}
      hidden={!active}
      suppressHydrationWarning
      tabIndex={0}
      data-reveal-without-js=""
      className={cn("rounded-md data-[state=inactive]:hidden", className)}
      {...props}
    >
      <Heading className="mb-3 hidden text-base font-semibold noscript:block">{title}</Heading>
      {children}
    </div>
  );
}
