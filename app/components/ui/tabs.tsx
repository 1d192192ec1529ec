import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

/** Without JavaScript the tab buttons cannot switch, so they give way to every panel shown in turn. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("inline-flex w-fit flex-wrap items-center gap-1 rounded-lg bg-muted p-1 noscript:hidden", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel is in the server HTML (forceMount) and inactive ones are hidden by CSS only, so that a
 * visitor without JavaScript still reads all of them (app.css reveals them under `scripting: none`).
 * `title` is the panel's heading in that case; with JavaScript the tab itself names the panel.
 */
export function TabsContent({
  className,
  title,
  titleLevel = 3,
  children,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount" | "title"> & { title: string; titleLevel?: 3 | 4 }) {
  const Heading = `h${titleLevel}` as const;
  return (
    <TabsPrimitive.Content
      forceMount
      data-reveal-without-js=""
      className={cn("rounded-md data-[state=inactive]:hidden", className)}
      {...props}
    >
      <Heading className="mb-3 hidden text-base font-semibold noscript:block">{title}</Heading>
      {children}
    </TabsPrimitive.Content>
  );
}
