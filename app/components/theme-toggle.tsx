/**
 * The theme menu: Light, Dark or System. A native popover (top layer, light dismiss, Escape) with
 * menu semantics and arrow-key movement, so every page is spared a dropdown library and its
 * positioning code (issue 15); the popover is placed under its button when it opens.
 */
import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";

type Theme = "light" | "dark" | "system";
const THEME_STORAGE_KEY = "theme";
const MENU_ID = "theme-menu";

/**
 * Runs inline in <head> before the first paint, so the page never flashes the wrong theme.
 * Keep it tiny and dependency-free: it is a string, not a module.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=localStorage.getItem(k),d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches),r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";}catch(e){}})();`;

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => setTheme(readTheme()), []);

  // Follow the operating system while the choice is "system".
  useEffect(() => {
    if (theme !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [theme]);

  // On opening: placed under the button, right edges aligned, and the chosen item focused.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      setOpen(open);
      if (!open) return;
      const box = trigger.current?.getBoundingClientRect();
      if (box) {
        element.style.top = `${box.bottom + 8}px`;
        element.style.right = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`;
      }
      element.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const choose = (next: Theme) => {
    setTheme(next);
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    applyTheme(next);
    menu.current?.hidePopover();
    trigger.current?.focus();
  };

  // Menu keys: arrows and Home/End move between the items (Escape and Tab close it natively).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  const current = options.find((o) => o.value === theme) ?? options[2]!;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="menu"
        // No aria-expanded: the popovertarget gives the button its expanded state (HTML forbids both).
        aria-label={`Theme: ${current.label}. Change theme`}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        <Sun className="dark:hidden" aria-hidden="true" />
        <Moon className="hidden dark:block" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="menu"
        aria-label="Theme"
        onKeyDown={onKeyDown}
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
            aria-checked={theme === value}
            tabIndex={-1}
            onClick={() => choose(value)}
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
