/**
 * The theme menu: Light, Dark or System. A native popover (top layer, light dismiss, Escape) with
 * menu semantics and arrow-key movement, so every page is spared a dropdown library and its
 * positioning code (issue 15); the popover is placed under its button when it opens (app/browser/theme.ts).
 */
import { Monitor, Moon, Sun } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ATTR, dataAttr, THEME_MENU_ID } from "#app/lib/dom-contract.ts";

type Theme = "light" | "dark" | "system";
const MENU_ID = THEME_MENU_ID;

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/**
 * Server markup only: the choice, the menu's placement, its keys and the theme itself are handled
 * by the site script (app/browser/theme.ts), which marks the chosen item and names it on the button
 * before the page is shown.
 */
export function ThemeToggle() {
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="menu"
        // No aria-expanded: the popovertarget gives the button its expanded state (HTML forbids both).
        aria-label="Theme: System. Change theme"
        {...dataAttr(ATTR.themeTrigger)}
        suppressHydrationWarning
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <Sun className="dark:hidden" aria-hidden="true" />
        <Moon className="hidden dark:block" aria-hidden="true" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="menu"
        aria-label="Theme"
        className="fixed inset-auto m-0 min-w-36 rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        <div className="px-2 py-1.5 text-xs font-semibold text-muted-foreground" aria-hidden="true">
          Theme
        </div>
        {options.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            role="menuitemradio"
            aria-checked={value === "system"}
            {...dataAttr(ATTR.themeValue, value)}
            {...dataAttr(ATTR.themeLabel, label)}
            suppressHydrationWarning
            tabIndex={-1}
            className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus:bg-muted aria-checked:font-semibold"
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
    </>
  );
}
